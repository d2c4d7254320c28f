import {
  BarChartOutlined,
  BookOutlined,
  FundProjectionScreenOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** The portal's areas as the landing page introduces them. */
export const LANDING_FEATURES: readonly Feature[] = [
  {
    icon: <TrophyOutlined />,
    title: '仿真竞赛',
    text: '参加校内外模拟交易大赛与投资组合，实时排名、收益分析与违规记录一目了然。',
  },
  {
    icon: <BookOutlined />,
    title: '实训教学',
    text: '课程讲解、行情复盘、K线学习、练习题库、考试与实验报告，覆盖证券投资教学全流程。',
  },
  {
    icon: <FundProjectionScreenOutlined />,
    title: '多市场交易',
    text: '股票、基金、债券、期货、期权、融资融券、港股通、外汇与北交所，一个账户全部体验。',
  },
  {
    icon: <BarChartOutlined />,
    title: '行情与研究',
    text: '行情中心、条件选股、研究分析与深度资料，帮助学生建立完整的投资分析框架。',
  },
];

/** The feature strip under the hero. */
export function LandingFeatures() {
  return (
    <section className="ra-features">
      {LANDING_FEATURES.map((f) => (
        <article key={f.title} className="ra-feature">
          <div className="ra-feature-icon">{f.icon}</div>
          <h4>{f.title}</h4>
          <p>{f.text}</p>
        </article>
      ))}
    </section>
  );
}
