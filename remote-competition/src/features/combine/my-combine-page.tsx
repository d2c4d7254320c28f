import { useSession, type BreedView } from '@portal/shared-kit';
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

/** /UserCenter/MyCombine: my portfolios — create, enter, delete. */
export function MyCombinePage() {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const { combines } = useSelector(selectMatch);
  const { currentMatch, isCombine, user } = useSession();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ combineName: string; breedIDs: number[] }>();
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
        columns={[
          { title: '组合名称', dataIndex: 'matchName' },
          { title: '品种', dataIndex: 'breadNameStr' },
          { title: '创建时间', render: (_v, c) => formatTime(c.matchStartTime) },
          {
            title: '操作',
            render: (_v, c) => (
              <Space size={0}>
                {isCombine && currentMatch?.matchID === c.matchID ? (
                  <Tag color="blue">当前组合</Tag>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => dispatch(matchSlice.actions.switchTo(c))}
                  >
                    进入组合
                  </Button>
                )}
                <Popconfirm
                  title="确定删除该组合？"
                  onConfirm={() => remove.run({ combineID: c.combineID ?? c.matchID })}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title="创建组合"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={add.status === 'loading'}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => add.run(v)}>
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
    </Card>
  );
}
