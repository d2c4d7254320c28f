import { Typography } from 'antd';

/** Teaching home /TrainTeach. */
export function TrainTeachPage() {
  return (
    <section style={{ padding: 24 }}>
      <Typography.Title level={3}>实训教学</Typography.Title>
    </section>
  );
}
