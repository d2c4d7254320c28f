import { CompassOutlined } from '@ant-design/icons';
import { AntdScope } from '../../common/kit-compat';
import { useEffect, useState } from 'react';
import { SERVICE_HOTLINE } from '../../common/contact';
import { lazyNamed } from '../../common/lazy-named';
import { PlainButton } from '../../common/plain';
import { LoginCard } from '../login/login-page';
import { LandingCarousel } from './landing-carousel';
import { LandingFeatures } from './landing-features';
import { PREFETCH_DELAY_MS, prefetchAreaPages } from './prefetch-pages';

// The guide (an antd dialog with steps) is fetched when first opened, with antd's providers: the
// landing page itself loads no antd (its login card and buttons are the area's own controls).
const GuideOverlay = lazyNamed(() => import('../guide/guide-overlay'), 'GuideOverlay');

const STATS = [
  { value: '12', label: '类交易品种' },
  { value: '30+', label: '市场指数' },
  { value: '9', label: '门知识课程' },
];

/** Landing page /index: the hero with the login card, the areas and the footer. */
export function LandingPage() {
  const [guideOpen, setGuideOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can animate its closing.
  const [guideUsed, setGuideUsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(prefetchAreaPages, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="ra-landing">
      <section className="ra-hero">
        <div className="ra-hero-inner">
          <div className="ra-hero-copy">
            <span className="ra-hero-badge">高校金融实验教学平台</span>
            <h1>证券投资教学与模拟交易竞赛平台</h1>
            <p className="ra-hero-lead">
              真实行情驱动的模拟交易环境，将课堂教学、技能实训与仿真竞赛融为一体，
              让每一位同学在实践中掌握证券投资。
            </p>
            <div className="ra-hero-stats">
              {STATS.map((s) => (
                <div key={s.label}>
                  <strong>{s.value}</strong>
                  <span>{s.label}</span>
                </div>
              ))}
            </div>
            <PlainButton
              variant="ghost"
              size="large"
              icon={<CompassOutlined />}
              onClick={() => {
                setGuideUsed(true);
                setGuideOpen(true);
              }}
            >
              操作指南
            </PlainButton>
          </div>
          <LoginCard />
        </div>
      </section>
      <LandingFeatures />
      <LandingCarousel />
      <footer className="ra-footer">
        <span>证券投资教学与模拟交易竞赛平台 · 仅供教学使用，不构成任何投资建议</span>
        <span>客服热线：{SERVICE_HOTLINE}</span>
      </footer>
      {guideUsed && (
        <AntdScope>
          <GuideOverlay open={guideOpen} onClose={() => setGuideOpen(false)} />
        </AntdScope>
      )}
    </div>
  );
}
