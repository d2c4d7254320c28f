import { Button, Card, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CasePanel } from '../../common/api/training-types';
import type { ConfiguredProject } from './api/case-api';
import { useMutation, useQuery } from './hooks';

/** A project's case panels (its expanded row), each with 编辑 and 删除. */
function casePanelTable(
  p: ConfiguredProject,
  onEdit: (c: CasePanel) => void,
  onDelete: (c: CasePanel) => void,
) {
  return (
    <Table<CasePanel>
      rowKey="casePanelID"
      size="small"
      pagination={false}
      dataSource={p.casePanels}
      locale={{ emptyText: '该项目还没有案例面板' }}
      columns={[
        { title: '顺序', dataIndex: 'sort', width: 70 },
        { title: '标题', dataIndex: 'title', width: 200 },
        { title: '内容', dataIndex: 'content', ellipsis: true },
        {
          title: '操作',
          width: 140,
          render: (_: unknown, c) => (
            <Space>
              <Button size="small" onClick={() => onEdit(c)}>
                编辑
              </Button>
              <Popconfirm
                title="确定删除该案例面板？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => onDelete(c)}
              >
                <Button size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** The project table's columns; 添加面板 opens the panel form for that project. */
function projectColumns(
  onAdd: (p: ConfiguredProject) => void,
): TableColumnsType<ConfiguredProject> {
  return [
    { title: '实训项目', dataIndex: 'trainTitle' },
    { title: '类型', dataIndex: 'tpTypeName', width: 120 },
    {
      title: '案例面板',
      width: 100,
      render: (_: unknown, p) => p.casePanels.length,
    },
    {
      title: '操作',
      width: 120,
      render: (_: unknown, p) => (
        <Button size="small" onClick={() => onAdd(p)}>
          添加面板
        </Button>
      ),
    },
  ];
}

/** /TrainCaseManage (admins): every project with its case panels; add, edit and delete panels. */
export function TrainCaseManagePage() {
  const navigate = useNavigate();
  const [searchKey, setKey] = useState('');
  const [pageIndex, setPage] = useState(1);
  const list = useQuery('getConfiguredCasePanels', { searchKey, pageIndex, pageSize: 10 });
  const remove = useMutation('deleteCasePanel');
  const panels = (p: ConfiguredProject) =>
    casePanelTable(
      p,
      (c) => void navigate(`/addCasePanel?tpInfoID=${c.tpInfoID}&casePanelID=${c.casePanelID}`),
      (c) => remove.run({ casePanelID: c.casePanelID }, ['getConfiguredCasePanels']),
    );
  return (
    <Card
      title="案例管理"
      className="trn-page-card"
      data-page="TrainCaseManage"
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="项目名称"
            style={{ width: 200 }}
            onSearch={(v) => {
              setKey(v.trim());
              setPage(1);
            }}
          />
          <Button type="primary" onClick={() => void navigate('/addCasePanel')}>
            新增案例面板
          </Button>
        </Space>
      }
    >
      <Table<ConfiguredProject>
        rowKey="tpInfoID"
        size="small"
        loading={list.loading}
        dataSource={list.data?.list ?? []}
        expandable={{
          expandedRowRender: panels,
          expandedRowKeys: (list.data?.list ?? []).map((p) => p.tpInfoID),
          showExpandColumn: false,
        }}
        pagination={{
          current: pageIndex,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={projectColumns((p) => void navigate(`/addCasePanel?tpInfoID=${p.tpInfoID}`))}
      />
    </Card>
  );
}
