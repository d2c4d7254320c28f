import { Alert, Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StudentQuestion } from './api/exam-api';
import { QuestionView } from './components/question-view';
import { useMutation, useQuery } from './hooks';

/**
 * One practice question: answer, 提交 and at once right or wrong with the key and explanation,
 * under this question alone (its own mutation id). The first answer is the one that counts.
 */
function PracticeQuestion(props: { exerciseID: number; index: number; question: StudentQuestion }) {
  const [given, setGiven] = useState('');
  const check = useMutation(
    'checkAnswer',
    `checkAnswer:${props.exerciseID}:${props.question.questionID}`,
  );
  const fb = check.status === 'ok' ? check.data : undefined;
  return (
    <div style={{ marginBottom: 20 }} data-practice={props.question.questionID}>
      <QuestionView
        index={props.index}
        question={props.question}
        value={given}
        onChange={setGiven}
      />
      <Button
        size="small"
        style={{ marginTop: 8 }}
        disabled={!given}
        onClick={() =>
          check.run({
            exerciseID: props.exerciseID,
            questionID: props.question.questionID,
            answer: given,
          })
        }
      >
        提交答案
      </Button>
      {fb && (
        <Alert
          style={{ marginTop: 8 }}
          type={fb.correct ? 'success' : 'error'}
          title={fb.correct ? '回答正确' : `回答错误，正确答案：${fb.answer}`}
          description={
            (fb.explanation || fb.counted === false) && (
              <>
                {fb.explanation && <div>{`解析：${fb.explanation}`}</div>}
                {fb.counted === false && <div>本题已作答过，以首次作答计分</div>}
              </>
            )
          }
        />
      )}
    </div>
  );
}

/** TrainPractice (and TrainExercView / TrainExercInfo for teachers): exercises with instant feedback. */
export function TrainPracticePage() {
  const navigate = useNavigate();
  const exerciseID = Number(useSearchParams()[0].get('exerciseID'));
  const list = useQuery('searchExercises', undefined, { skip: exerciseID > 0 });
  const one = useQuery('getExercise', { exerciseID }, { skip: !(exerciseID > 0) });
  if (exerciseID > 0)
    return (
      <Card
        title={one.data?.title ?? '练习'}
        className="trn-page-card"
        data-page="TrainPractice"
        loading={one.loading}
      >
        {(one.data?.questions ?? []).map((q, i) => (
          <PracticeQuestion key={q.questionID} exerciseID={exerciseID} index={i} question={q} />
        ))}
      </Card>
    );
  return (
    <Card title="练习" className="trn-page-card" data-page="TrainPractice">
      <List
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无练习' }}
        renderItem={(x) => (
          <List.Item
            actions={[
              <Button
                key="go"
                type="primary"
                size="small"
                onClick={() => navigate(`/TrainPractice?exerciseID=${x.exerciseID}`)}
              >
                开始练习
              </Button>,
            ]}
          >
            <Typography.Text>
              {x.title}（{x.questionCount}题）
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
