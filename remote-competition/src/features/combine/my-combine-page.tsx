import { useSession, type BreedView, type MatchInfo } from '@portal/shared-kit';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  TreeSelect,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatTime } from '../../common/format-time';
import { matchSlice } from '../../shell/match/match.slice';
import { selectMatch } from '../../state/competition-key';
import { useMutation, useMutationDone, useQuery } from '../../state/data-hooks';

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

const toTree = (views: readonly BreedView[]): TreeNode[] =>
  views.map((b) => ({
    value: b.breedID,
    title: b.showName || b.breedName,
    children: toTree(b.childBreeds ?? []),
  }));

type CombineForm = { combineName: string; breedIDs: number[] };

/** The 创建组合 dialog: a name and the breeds (a tree of the catalogue). */
function CreateCombineModal(props: {
  open: boolean;
  form: FormInstance<CombineForm>;
  catalogue: { loading: boolean; data?: readonly BreedView[] };
  loading: boolean;
  onCancel: () => void;
  onFinish: (v: CombineForm) => void;
}) {
  const { open, form, catalogue } = props;
  return (
    <Modal
      title="创建组合"
      open={open}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      confirmLoading={props.loading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={props.onFinish}>
        <Form.Item
          name="combineName"
          label="组合名称"
          rules={[{ required: true, whitespace: true, message: '请输入组合名称' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="breedIDs"
          label="交易品种"
          rules={[{ required: true, message: '请选择交易品种' }]}
        >
          <TreeSelect
            treeCheckable
            treeData={toTree(catalogue.data ?? [])}
            loading={catalogue.loading}
            placeholder="选择品种"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The combine table's columns: 进入组合 (or 当前组合) and 删除. */
function combineColumns(a: {
  isCurrent: (c: MatchInfo) => boolean;
  onEnter: (c: MatchInfo) => void;
  onDelete: (c: MatchInfo) => void;
}): TableColumnsType<MatchInfo> {
  return [
    { title: '组合名称', dataIndex: 'matchName' },
    { title: '品种', dataIndex: 'breadNameStr' },
    { title: '创建时间', render: (_v, c) => formatTime(c.matchStartTime) },
    {
      title: '操作',
      render: (_v, c) => (
        <Space size={0}>
          {a.isCurrent(c) ? (
            <Tag color="blue">当前组合</Tag>
          ) : (
            <Button type="link" size="small" onClick={() => a.onEnter(c)}>
              进入组合
            </Button>
          )}
          <Popconfirm title="确定删除该组合？" onConfirm={() => a.onDelete(c)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** /UserCenter/MyCombine: my portfolios — create, enter, delete. */
export function MyCombinePage() {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const { combines } = useSelector(selectMatch);
  const { currentMatch, isCombine, user } = useSession();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CombineForm>();
  const catalogue = useQuery('getBreedCatalogue', {}, { skip: !open });
  const add = useMutation('addCombine');
  const remove = useMutation('deleteCombine');
  const refresh = () => dispatch(matchSlice.actions.refreshList());
  useMutationDone(add, (ok) => {
    if (!ok) return;
    void message.success('组合已创建');
    setOpen(false);
    refresh();
  });
  useMutationDone(remove, (ok) => ok && refresh());
  const canCombine = user?.hasCombinePower !== false;
  return (
    <Card
      title="我的组合"
      data-page="MyCombine"
      extra={
        canCombine ? (
          <Button
            type="primary"
            onClick={() => {
              form.resetFields();
              setOpen(true);
            }}
          >
            创建组合
          </Button>
        ) : null
      }
    >
      <Table
        size="small"
        rowKey="matchID"
        dataSource={combines}
        locale={{ emptyText: canCombine ? '暂无组合' : '没有组合权限' }}
        pagination={false}
        columns={combineColumns({
          isCurrent: (c) => isCombine && currentMatch?.matchID === c.matchID,
          onEnter: (c) => dispatch(matchSlice.actions.switchTo(c)),
          onDelete: (c) => remove.run({ combineID: c.combineID ?? c.matchID }),
        })}
      />
      <CreateCombineModal
        open={open}
        form={form}
        catalogue={catalogue}
        loading={add.status === 'loading'}
        onCancel={() => setOpen(false)}
        onFinish={(v) => add.run(v)}
      />
    </Card>
  );
}
