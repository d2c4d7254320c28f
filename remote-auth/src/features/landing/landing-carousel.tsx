import { type CSSProperties, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlainButton } from '../../common/plain';

interface Slide {
  key: string;
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** The landing slides (spec §1): what the portal offers, each slide with where to start. */
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

/** How long a slide stays before the next one (spec §1: the slides turn by themselves). */
export const SLIDE_MS = 5000;

/**
 * The carousel band of the landing page: one slide shown at a time, turning every 5 s and by its
 * dots; a pointer over it or focus inside it holds it. Slides cross-fade (at once when the system
 * asks for less motion); the hidden ones are inert, so Tab reaches only the shown slide's button.
 * Its own few lines instead of antd's Carousel, whose react-slick (12 KiB gzip) the landing page
 * fetched before its login box could render; its buttons are the area's own (no antd either).
 */
export function LandingCarousel() {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  // Held while the pointer is over the band or focus is inside it, each on its own.
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = pointed || focused;
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => setCurrent((c) => (c + 1) % LANDING_SLIDES.length), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [current, held]);
  return (
    <section
      className={`ra-carousel${held ? ' ra-carousel-held' : ''}`}
      data-testid="landing-carousel"
      // The dot's fill (auth.css) lasts as long as the slide: one number for both.
      style={{ '--ra-slide-ms': `${SLIDE_MS}ms` } as CSSProperties}
      aria-label="平台介绍"
      aria-roledescription="carousel"
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      // Focus moving between the band's own buttons does not let it go.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="ra-carousel-track">
        {LANDING_SLIDES.map((s, i) => (
          <div
            key={s.key}
            className={`ra-slide ra-slide-${s.key}${i === current ? ' ra-slide-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${LANDING_SLIDES.length}`}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            <h3>{s.title}</h3>
            <p>{s.text}</p>
            <PlainButton variant="ghost" size="small" onClick={() => void navigate(s.action.to)}>
              {s.action.label}
            </PlainButton>
          </div>
        ))}
      </div>
      <div className="ra-carousel-dots">
        {LANDING_SLIDES.map((s, i) => (
          <button
            key={s.key}
            type="button"
            className={i === current ? 'ra-dot ra-dot-current' : 'ra-dot'}
            aria-label={`第 ${i + 1} 张：${s.title}`}
            aria-current={i === current}
            onClick={() => setCurrent(i)}
          />
        ))}
      </div>
    </section>
  );
}
