import {
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import type { TpType } from '../../../common/api/training-types';
import { landingPageName } from '../../../common/landing-page-name';
import { useMutation, useMutationDone, useQuery } from '../hooks';

/** Market kinds a project type trades on (spec §2 landing table). */
const MARKETS = [
  { value: 1, label: `股票（${landingPageName('/SHSZMarkets/index')}）` },
  { value: 2, label: `基金（${landingPageName('/SHSZMarkets/Fund')}）` },
  { value: 3, label: `期货（${landingPageName('/futures/index')}）` },
  { value: 4, label: `期权（${landingPageName('/StockOptions/index')}）` },
  { value: 5, label: `外汇（${landingPageName('/ForeignExchange/ForeignExchange')}）` },
  { value: 6, label: `债券（${landingPageName('/SHSZMarkets/Bond')}）` },
  { value: 7, label: `案例（${landingPageName('/SHSZMarkets/index')}）` },
];

type TypeForm = { tpTypeName: string; marketType: number };

/** The type table's columns; a type with projects cannot be deleted. */
function typeColumns(
  onEdit: (t: TpType) => void,
  onDelete: (t: TpType) => void,
): TableColumnsType<TpType> {
  return [
    { title: '编号', dataIndex: 'tpTypeID', width: 80 },
    { title: '实训类型', dataIndex: 'tpTypeName' },
    {
      title: '交易页面',
      dataIndex: 'landingPath',
      render: (v: string) => landingPageName(v),
    },
    { title: '项目数', dataIndex: 'projectCount', width: 90 },
    {
      title: '操作',
      width: 150,
      render: (_: unknown, t) => (
        <Space>
          <Button size="small" onClick={() => onEdit(t)}>
            编辑
          </Button>
          <Popconfirm
            title="确定删除该实训类型？"
            okText="删除"
            cancelText="取消"
            onConfirm={() => onDelete(t)}
          >
            <Button size="small" danger disabled={t.projectCount > 0}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/** 类型名称 and 交易页面. */
function TypeFields() {
  return (
    <>
      <Form.Item
        name="tpTypeName"
        label="类型名称"
        rules={[
          { required: true, whitespace: true, message: '请输入类型名称' },
          { max: 50, message: '类型名称不能超过50个字符' },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="marketType" label="交易页面" rules={[{ required: true }]}>
        <Select options={MARKETS} />
      </Form.Item>
    </>
  );
}

/** Project types (SearchTPTypeInfos, AddTpType, UpdateTpType, DeleteTpType). */
export function TypesTab() {
  const [form] = Form.useForm<TypeForm>();
  const [editing, setEditing] = useState<TpType | 'new' | null>(null);
  const types = useQuery('practTypes', undefined as never);
  const add = useMutation('addTpType');
  const update = useMutation('updateTpType');
  const remove = useMutation('deleteTpType');
  useMutationDone(add, (ok) => ok && setEditing(null));
  useMutationDone(update, (ok) => ok && setEditing(null));
  useEffect(() => {
    if (editing)
      form.setFieldsValue(editing === 'new' ? { tpTypeName: '', marketType: 1 } : editing);
  }, [editing, form]);
  return (
    <>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing('new')}>
        新增实训类型
      </Button>
      <Table<TpType>
        rowKey="tpTypeID"
        size="small"
        pagination={false}
        loading={types.loading}
        dataSource={types.data ?? []}
        columns={typeColumns(setEditing, (t) =>
          remove.run({ tpTypeID: t.tpTypeID }, ['practTypes']),
        )}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增实训类型' : '修改实训类型'}
        okText="保存"
        cancelText="取消"
        confirmLoading={add.status === 'loading' || update.status === 'loading'}
        onCancel={() => setEditing(null)}
        onOk={() =>
          void form.validateFields().then((v) => {
            const body = { tpTypeName: v.tpTypeName.trim(), marketType: v.marketType };
            if (editing === 'new') add.run(body, ['practTypes']);
            else if (editing) update.run({ ...body, tpTypeID: editing.tpTypeID }, ['practTypes']);
          })
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <TypeFields />
        </Form>
      </Modal>
    </>
  );
}
