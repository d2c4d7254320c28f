import { http } from '@portal/shared-kit';
import { useEffect, useState } from 'react';
import { QUOTE_REFRESH_MS } from '../derivatives';

interface Book {
  bidPrices: number[];
  bidVolumes: number[];
  askPrices: number[];
  askVolumes: number[];
}

const ASK = ['卖五', '卖四', '卖三', '卖二', '卖一'];
const BID = ['买一', '买二', '买三', '买四', '买五'];

/** The five-level book of a contract (POST /TradeGW/Query/QueryQuote); a level hands its price on. */
export function FuturesBook({
  symbol,
  market,
  onPrice,
}: {
  symbol: string;
  market: string;
  onPrice: (price: number) => void;
}) {
  const [book, setBook] = useState<Book | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      http
        .call<Book>(
          { method: 'POST', url: '/TradeGW/Query/QueryQuote', data: { security: symbol, market } },
          { toast: false },
        )
        .then((b) => alive && setBook(b))
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), QUOTE_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [symbol, market]);
  const row = (label: string, price: number | undefined, volume: number | undefined) => (
    <tr key={label} onClick={() => price !== undefined && onPrice(price)} className="ft-book-row">
      <td className="dv-muted">{label}</td>
      <td className="ft-right">{price ?? ''}</td>
      <td className="ft-right">{volume ?? ''}</td>
    </tr>
  );
  return (
    <table className="ft-book" data-testid="futures-book">
      <tbody>
        {ASK.map((l, i) => row(l, book?.askPrices[4 - i], book?.askVolumes[4 - i]))}
        {BID.map((l, i) => row(l, book?.bidPrices[i], book?.bidVolumes[i]))}
      </tbody>
    </table>
  );
}
