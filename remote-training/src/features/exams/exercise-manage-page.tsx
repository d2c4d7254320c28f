import { Button, Card, Popconfirm, Space, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { Exercise } from './api/exam-api';
import { useMutation, useQuery } from './hooks';

/** TrainExercManage (admins and teachers): exercises composed from the bank. */
export function ExerciseManagePage() {
  const navigate = useNavigate();
  const list = useQuery('searchExercises', undefined);
  const remove = useMutation('deleteExercise');
  return (
    <Card
      title="练习管理"
      className="trn-page-card"
      data-page="TrainExercManage"
      extra={
        <Button type="primary" onClick={() => navigate('/TrainExercAddEdit')}>
          新建练习
        </Button>
      }
    >
      <Table<Exercise>
        rowKey="exerciseID"
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无练习' }}
        pagination={false}
        columns={[
          { title: '练习名称', dataIndex: 'title' },
          { title: '题数', dataIndex: 'questionCount', width: 60 },
          { title: '班级', dataIndex: 'classNames', render: (v: string) => v || '—' },
          { title: '创建时间', dataIndex: 'createTime', width: 170, render: shownTime },
          {
            title: '操作',
            width: 210,
            render: (_: unknown, x) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => navigate(`/TrainExercView?exerciseID=${x.exerciseID}`)}
                >
                  预览
                </Button>
                <Button
                  size="small"
                  onClick={() => navigate(`/TrainExercAddEdit?exerciseID=${x.exerciseID}`)}
                >
                  编辑
                </Button>
                <Popconfirm
                  title="确定删除该练习？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.run({ exerciseID: x.exerciseID }, ['searchExercises'])}
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
    </Card>
  );
}
