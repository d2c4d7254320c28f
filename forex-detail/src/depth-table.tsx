import type { ForexTick } from './tick';

const LEVEL = '一二三四五';

/** Five levels each side: asks above (卖五 … 卖一), bids below (买一 … 买五). */
export function DepthTable({ tick, decimals }: { tick: ForexTick; decimals: number }) {
  const asks = tick.askPrices
    .map((p, i) => ({ key: `卖${LEVEL[i]}`, p, v: tick.askVolumes[i], side: 'ask' }))
    .reverse();
  const bids = tick.bidPrices.map((p, i) => ({
    key: `买${LEVEL[i]}`,
    p,
    v: tick.bidVolumes[i],
    side: 'bid',
  }));
  return (
    <table className="fxd-depth" data-testid="fxd-depth">
      <thead>
        <tr>
          <th>档位</th>
          <th>价格</th>
          <th>数量</th>
        </tr>
      </thead>
      <tbody>
        {[...asks, ...bids].map((r) => (
          <tr key={r.key} className={r.side === 'bid' && r.key === '买一' ? 'fxd-first-bid' : ''}>
            <td>{r.key}</td>
            <td className={r.side === 'ask' ? 'fxd-down' : 'fxd-up'}>{r.p.toFixed(decimals)}</td>
            <td>{r.v === undefined ? '' : r.v.toLocaleString('zh-CN')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
