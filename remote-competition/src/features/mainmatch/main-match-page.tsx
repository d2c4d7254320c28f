import { Typography } from 'antd';

/** Competition shell /mainmatch. */
export function MainMatchPage() {
  return (
    <section style={{ padding: 24 }}>
      <Typography.Title level={3}>模拟交易</Typography.Title>
    </section>
  );
}
