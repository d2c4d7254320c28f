import { Button, Card, Progress, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shownTime } from '../../common/format';
import type { AssignedExercise } from './api/search-exercises';
import { useQuery } from './hooks';

/**
 * TrainList's exercise entries: the exercises given to the student's class with their progress
 * (questions answered, answered correctly) and 开始练习; teachers see every exercise to preview.
 */
export function ExerciseTasks({ student }: { student: boolean }) {
  const navigate = useNavigate();
  const list = useQuery('listAssignedExercises', undefined);
  return (
    <Card
      title={student ? '我的练习' : '练习'}
      size="small"
      style={{ marginTop: 16 }}
      data-testid="exercise-tasks"
    >
      <Table<AssignedExercise>
        rowKey="exerciseID"
        size="small"
        loading={list.loading}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 5, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: student ? '老师尚未给你的班级布置练习' : '暂无练习' }}
        columns={[
          { title: '练习名称', dataIndex: 'title' },
          { title: '题数', dataIndex: 'questionCount', width: 70 },
          ...(student
            ? [
                {
                  title: '完成情况',
                  width: 220,
                  render: (_: unknown, x: AssignedExercise) => (
                    <Progress
                      size="small"
                      percent={
                        x.questionCount ? Math.round((100 * x.answered) / x.questionCount) : 0
                      }
                      format={() => `${x.answered}/${x.questionCount}`}
                    />
                  ),
                },
                {
                  title: '答对',
                  width: 70,
                  render: (_: unknown, x: AssignedExercise) =>
                    x.answered === 0 ? '—' : <Tag color="green">{x.correct}</Tag>,
                },
              ]
            : [{ title: '班级', dataIndex: 'classNames', render: (v: string) => v || '—' }]),
          { title: '布置时间', dataIndex: 'createTime', width: 170, render: shownTime },
          {
            title: '操作',
            width: 110,
            render: (_: unknown, x: AssignedExercise) => (
              <Button
                size="small"
                type={student ? 'primary' : 'default'}
                onClick={() =>
                  navigate(
                    `${student ? '/TrainPractice' : '/TrainExercView'}?exerciseID=${x.exerciseID}`,
                  )
                }
              >
                {student ? (x.answered > 0 ? '继续练习' : '开始练习') : '预览'}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
