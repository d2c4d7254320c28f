import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { QuestionBankTable } from './components/question-bank-table';
import {
  AnswerField,
  EMPTY,
  OptionFields,
  QuestionMetaRow,
  QuestionPreview,
  type QForm,
  useCreationQuestionPage,
} from './creation-question-form';

/** /questionsManage/creationQuestion (admins and teachers): a question form with a live preview, and the bank. */
export function CreationQuestionPage() {
  const p = useCreationQuestionPage();
  const { form, live, editingID, optionCount, add, update, reset } = p;
  const type = live?.questionType ?? 0;
  const options = type === 3 ? ['正确', '错误'] : (live?.options ?? []).slice(0, optionCount);
  return (
    <Card
      title={editingID > 0 ? '修改试题' : '创建试题'}
      className="trn-page-card"
      data-page="creationQuestion"
    >
      <Row gutter={24}>
        <Col span={14}>
          <Form
            form={form}
            layout="vertical"
            initialValues={EMPTY}
            onFinish={p.submit}
            onValuesChange={(c: Partial<QForm>) => {
              if ('questionType' in c) form.setFieldValue('answer', []);
            }}
          >
            <QuestionMetaRow subjects={p.subjects.data?.list ?? []} />
            <Form.Item
              name="content"
              label="题目"
              rules={[{ required: true, whitespace: true, message: '请输入题目内容' }]}
            >
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <OptionFields
              form={form}
              live={live}
              type={type}
              optionCount={optionCount}
              setOptionCount={p.setOptionCount}
            />
            <AnswerField type={type} options={options} />
            <Form.Item name="explanation" label="解析">
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={add.status === 'loading' || update.status === 'loading'}
              >
                {editingID > 0 ? '保存修改' : '保存试题'}
              </Button>
              {editingID > 0 && <Button onClick={reset}>取消编辑</Button>}
            </Space>
          </Form>
        </Col>
        <Col span={10}>
          <QuestionPreview type={type} options={options} live={live} />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        题库
      </Typography.Title>
      <QuestionBankTable onEdit={p.edit} />
    </Card>
  );
}
