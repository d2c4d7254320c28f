import { Button, Carousel } from 'antd';
import { useNavigate } from 'react-router-dom';

interface Slide {
  key: string;
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** The landing carousel (spec §1): what the portal offers, each slide with where to start. */
export const LANDING_SLIDES: readonly Slide[] = [
  {
    key: 'contest',
    title: '模拟交易大赛',
    text: '真实行情驱动的仿真竞赛：报名参赛、实时收益排名、资产曲线与风险指标分析，个人赛与团队赛均可。',
    action: { label: '立即注册参赛', to: '/Register' },
  },
  {
    key: 'lessons',
    title: '九门股市知识课程',
    text: '市场分类、交易规则、科创板规则、盈亏计算、K线基础、盘口解读、基本面分析、财报分析与技术分析。',
    action: { label: '查看操作指南', to: '/guide' },
  },
  {
    key: 'markets',
    title: '一个账户，多市场交易',
    text: '沪深A股、基金、债券、北交所、融资融券、港股通、期货、期权与外汇，按真实交易规则撮合。',
    action: { label: '新用户注册', to: '/Register' },
  },
  {
    key: 'training',
    title: '实训教学全流程',
    text: '课程讲解、行情复盘、K线学习、练习题库、考试与实验报告，教师可按班级布置与批阅。',
    action: { label: '了解使用方法', to: '/guide' },
  },
];

/** The carousel band of the landing page; slides turn every 5 s and by their dots. */
export function LandingCarousel() {
  const navigate = useNavigate();
  return (
    <section className="ra-carousel" data-testid="landing-carousel" aria-label="平台介绍">
      <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={5000}>
        {LANDING_SLIDES.map((s) => (
          <div key={s.key}>
            <div className={`ra-slide ra-slide-${s.key}`}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
              <Button ghost onClick={() => void navigate(s.action.to)}>
                {s.action.label}
              </Button>
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
