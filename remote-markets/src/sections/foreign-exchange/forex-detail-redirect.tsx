import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where the standalone forex-detail app (spec §2, package forex-detail) is served. */
export const FOREX_DETAIL_APP = '/forex-detail/';

/**
 * /ForeignExchange/forexDetail?symbol=X: a pair's detail is the standalone forex-detail app (its
 * own build and quote socket); this route opens it in place of the portal page.
 */
export function ForexDetailRedirect() {
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').toUpperCase();
  const query = /^[A-Z]{6}$/.test(symbol) ? `?symbol=${symbol}` : '';
  useEffect(() => {
    window.location.replace(`${FOREX_DETAIL_APP}${query}`);
  }, [query]);
  return <div className="fx-hint">正在打开外汇行情详情…</div>;
}
