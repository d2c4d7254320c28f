import { render, screen } from '@testing-library/react';
import type { MatchRules } from '../api/get-match-rules';
import { ContestNotesCard, fundLabel } from './contest-notes-card';

describe('the rules card lists the initial funds per currency (issue 28)', () => {
  it('names each currency once: 初始资金(人民币), 初始资金(港币), 初始资金(美元)', () => {
    expect([1, 2, 3].map(fundLabel)).toEqual([
      '初始资金(人民币)',
      '初始资金(港币)',
      '初始资金(美元)',
    ]);
    render(
      <ContestNotesCard
        loading={false}
        fouls={[]}
        detail={{
          matchType: 1,
          // The card reads no basis field here (no end time, no rule text).
          matchBasisInfo: {} as MatchRules['matchBasisInfo'],
          breedNameList: [],
          riskRules: {},
          matchInItFundSets: [
            { currencyType: 1, initFund: 2_300_000 },
            { currencyType: 2, initFund: 1_000_000 },
            { currencyType: 3, initFund: 0 },
          ],
        }}
      />,
    );
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map(
      (e) => e.textContent,
    );
    expect(labels).toEqual(['初始资金(人民币)', '初始资金(港币)']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(screen.queryByText('初始资金(美元)')).toBeNull();
  });
});
