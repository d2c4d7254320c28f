import type { PortalManifest } from '@portal/shared-kit';

/** Which remote module renders a path: the shell's one route table (spec §2). */
export interface AreaTarget {
  /** Federation name of the remote (e.g. remote_auth). */
  remote: string;
  /** Exposed module (e.g. ./Routes or ./SHSZMarkets). */
  module: string;
  /** Stable key for caching and error boundaries. */
  key: string;
  /** A frame from another remote that the area renders inside (market sections: the competition shell). */
  frame?: { remote: string; module: string };
}

/** Market sections sit in the simulated-trading area of the competition shell (spec §2). */
export const SECTION_FRAME = { remote: 'remote_competition', module: './Frame' } as const;

interface AreaRule {
  remote: string;
  module: string;
  /** First path segments the area owns. */
  segments: readonly string[];
  /** Or any first segment matching this pattern. */
  pattern?: RegExp;
}

/** Order matters: the competition area owns /TrainkEquityScreener before the training pattern sees it. */
const AREA_RULES: readonly AreaRule[] = [
  {
    remote: 'remote_auth',
    module: './Routes',
    segments: ['index', 'Login', 'Register', 'Forget', 'guide'],
  },
  {
    remote: 'remote_competition',
    module: './Routes',
    segments: [
      'mainmatch',
      'UserCenter',
      'ManageCenter',
      'ExchangeMonitor',
      'racingInfo',
      'competitionFunds',
      'CombineAnalyze',
      'ExperimentalReport',
      'OwnSecurity',
      'StarProduct',
      'HelpCenter',
      'TrainkEquityScreener',
      'ResearchAnalysis',
      'marketCenter',
    ],
  },
  {
    remote: 'remote_training',
    module: './Routes',
    segments: [
      'main',
      'systemExam',
      'questionsManage',
      'examManage',
      'examHistory',
      'wrongPreviewm',
      'addCasePanel',
      'releasedReport',
      'releasedExam',
      // The spec spells this skill tool with a lower-case t (the pattern below is case-sensitive).
      'trainKChartHistrade',
    ],
    pattern: /^Train/,
  },
];

/** The area that renders `pathname`, or null (the caller redirects to /index). */
export function resolveArea(pathname: string, manifest: PortalManifest): AreaTarget | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (!first) return null;
  for (const rule of AREA_RULES) {
    if (rule.segments.includes(first) || rule.pattern?.test(first)) {
      return { remote: rule.remote, module: rule.module, key: `${rule.remote}${rule.module}` };
    }
  }
  const section = manifest.sections.find((s) => s.id === first);
  if (section) {
    return {
      remote: section.remote,
      module: section.module,
      key: `${section.remote}${section.module}`,
      frame: SECTION_FRAME,
    };
  }
  return null;
}
