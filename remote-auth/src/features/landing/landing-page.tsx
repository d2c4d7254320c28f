import { Typography } from 'antd';

/** Landing page /index. */
export function LandingPage() {
  return (
    <section style={{ padding: 48 }}>
      <Typography.Title level={2}>证券投资教学与模拟交易竞赛平台</Typography.Title>
    </section>
  );
}
