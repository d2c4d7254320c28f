import { Form, Input, InputNumber, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { LogTrades } from '../../../common/components/log-trades';
import { useQuery } from '../hooks';

/** A log's trading and the score form (ended logs only). */
export function ScoreModal(props: {
  logID: number | null;
  busy: boolean;
  onOk: (score: number, comment: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ score: number; comment: string }>();
  const detail = useQuery('practLogDetails', { logID: props.logID ?? 0 }, { skip: !props.logID });
  const log = detail.data;
  useEffect(() => {
    if (log) form.setFieldsValue({ score: log.score ?? undefined, comment: log.comment });
  }, [log, form]);
  const ended = !!log?.endTime;
  return (
    <Modal
      open={props.logID !== null}
      title="实训日志与评分"
      width={900}
      okText="提交评分"
      cancelText="关闭"
      okButtonProps={{ disabled: !ended }}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() =>
        void form.validateFields().then((v) => props.onOk(v.score, (v.comment ?? '').trim()))
      }
      destroyOnHidden
    >
      {!log || detail.loading ? (
        <Spin />
      ) : (
        <>
          <LogTrades log={log} />
          <Form form={form} layout="inline" style={{ marginTop: 16 }} disabled={!ended}>
            <Form.Item
              name="score"
              label="成绩"
              rules={[{ required: true, message: '请输入0-100之间的成绩' }]}
            >
              <InputNumber min={0} max={100} step={0.5} precision={1} data-testid="score-input" />
            </Form.Item>
            <Form.Item
              name="comment"
              label="评语"
              rules={[{ max: 500, message: '评语不能超过500个字符' }]}
            >
              <Input
                style={{ width: 360 }}
                maxLength={500}
                placeholder={ended ? '' : '实训尚未结束，不能评分'}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
