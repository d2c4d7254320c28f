import { http } from '@portal/shared-kit';
import type { Quote } from './market-types';
import { listOf } from './fields';
import { toQuote } from './to-quote';

/** GET /tick/symbols */
export async function getQuotes(codes: readonly string[]): Promise<Quote[]> {
  const data = await http.call<unknown>(
    { method: 'GET', url: '/tick/symbols', params: { codes: codes.join(','), pageSize: 200 } },
    { toast: false },
  );
  return listOf(data).map(toQuote);
}
