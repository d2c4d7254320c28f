import { formatVolume } from '@portal/shared-kit';
import { memo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { quoteDecimals } from '@portal/shared-kit';
import { securityKind } from '../../../../../common';
import type { BookLevel } from '../model';
import * as sel from '../state/trading.selectors';
import { tradingActions } from '../state/trading.slice';
import { fixed, trendClass } from '../../../components/price-text';

const ASK_LABELS = ['卖五', '卖四', '卖三', '卖二', '卖一'];
const BID_LABELS = ['买一', '买二', '买三', '买四', '买五'];
const EMPTY: BookLevel[] = [];

/** The 5-level book; clicking a level hands its price to the ticket. Re-renders only on book changes. */
export const OrderBook = memo(function OrderBook() {
  const dispatch = useDispatch();
  const info = useSelector(sel.selectSecurity);
  const asks = useSelector(sel.selectAsks) ?? EMPTY;
  const bids = useSelector(sel.selectBids) ?? EMPTY;
  const preClose = useSelector((s: Record<string, unknown>) => sel.selectQuote(s)?.preClose);
  if (!info) return <div className="sz-book" />;
  const kind = securityKind(info.securityType);
  const decimals = quoteDecimals(kind, info.market);
  const row = (label: string, level: BookLevel | undefined) => (
    <tr
      key={label}
      className="sz-book-row"
      onClick={() => level && dispatch(tradingActions.pricePicked(level.price))}
    >
      <td className="sz-muted">{label}</td>
      <td className={trendClass(level?.price, preClose)}>{fixed(level?.price, decimals)}</td>
      <td className="sz-right">{level ? formatVolume(level.volume, info.market, kind) : ''}</td>
    </tr>
  );
  return (
    <div className="sz-book" data-testid="order-book">
      <table>
        <tbody>
          {ASK_LABELS.map((label, i) => row(label, asks[4 - i]))}
          <tr className="sz-book-gap">
            <td colSpan={3} />
          </tr>
          {BID_LABELS.map((label, i) => row(label, bids[i]))}
        </tbody>
      </table>
    </div>
  );
});
