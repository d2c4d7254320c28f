import { futuresApi } from './futures-endpoints';

const ASK = ['卖五', '卖四', '卖三', '卖二', '卖一'];
const BID = ['买一', '买二', '买三', '买四', '买五'];

/**
 * The five-level book of a contract: read once (POST /TradeGW/Query/QueryQuote), then replaced by
 * every TickQuotationInfo push of the contract (the desk's one subscription, useContractQuotes);
 * a level hands its price on.
 */
export function FuturesBook({
  symbol,
  market,
  onPrice,
}: {
  symbol: string;
  market: string;
  onPrice: (price: number) => void;
}) {
  const { data: book } = futuresApi.endpoints.futuresBook.useQuery(
    { symbol, market },
    { refetchOnMountOrArgChange: true },
  );
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
