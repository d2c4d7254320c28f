import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { shanghaiParts } from '../../domain/market';
import { refuse } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import { optInt, optText } from '../../http/schemas';
import type { Feature } from '../feature';
import { marketOf } from './market-service';
import { GetPreNTradeDateAnswer, GetSystemTimeAnswer } from './quotation.answers';

const tags = ['quotation'];

const hms = (second: number) =>
  [Math.floor(second / 3600), Math.floor((second % 3600) / 60), second % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

/** Server time and the trading calendar (/VERace/TradeCalendar). */
export function calendarRoutes(ctx: AppContext): Feature {
  return (app) => {
    endpoint(
      app,
      {
        url: '/VERace/TradeCalendar/GetSystemTime',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '系统时间与行情时钟（北京时间）：data = { systemTime, tradingDate, marketTime, phase, mode, isTradingTime, timeZone }',
        params: Type.Object({}),
        data: GetSystemTimeAnswer,
      },
      async () => {
        const { market, clock } = await marketOf(ctx);
        const t = clock.read();
        const { date, second } = shanghaiParts(ctx.clock.now().getTime());
        return {
          systemTime: `${date} ${hms(second)}`,
          tradingDate: market.tradingDate(),
          marketTime: t.clock,
          phase: t.phase,
          mode: clock.mode,
          // systemTime and marketTime are Beijing wall-clock text; the answer says so.
          timeZone: 'Asia/Shanghai',
          isTradingTime:
            t.phase === 'continuous' ||
            t.phase === 'opening-auction' ||
            t.phase === 'closing-auction',
        };
      },
    );

    endpoint(
      app,
      {
        url: '/VERace/TradeCalendar/GetPreNTradeDate',
        methods: ['GET', 'POST'],
        tags,
        summary:
          '某日之前的 N 个交易日（不含该日，默认当前交易日，N ≤ 250）：data = { date, dates: ["YYYY-MM-DD", …] }，由远及近',
        params: Type.Object({ n: optInt(1, 250), date: optText(10) }),
        data: GetPreNTradeDateAnswer,
      },
      async (p) => {
        const { market, clock } = await marketOf(ctx);
        const date = p.date?.trim() || market.tradingDate();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
          throw refuse(`日期格式错误：${date}`);
        return { date, dates: clock.calendar.previous(date, p.n ?? 1) };
      },
    );
  };
}
