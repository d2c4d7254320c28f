import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { clockOf, hkMinuteAtStep } from '../../domain/hk';
import type { MarketTime } from '../../domain/market';
import { badRequest, refuse } from '../../http/app-error';
import { endpoint } from '../../http/endpoint';
import type { Feature } from '../feature';
import { marketOf } from '../quotation';
import { jumpClock, namedTarget, stepMarket, type MarketControl } from './market-control';
import { tradingOf } from './trading-service';
import { ClockAnswer, StepAnswer } from './trading.answers';

/** Steps one call may take at most (a quarter of an hour of the simulated day). */
export const MAX_TEST_STEPS = 300;

const tags = ['test'];
const TIME_DATA = 'data = { tradingDate, phase, step, clock（沪深交易时钟）, hkTime（港股时钟）}';

/** The market time a control call answers, with the HK clock of the step. */
const timeView = (t: MarketTime) => ({ ...t, hkTime: clockOf(hkMinuteAtStep(t.step)) });

/**
 * Test-only market control (ENABLE_TEST_ROUTES=1, the e2e run): moves the market clock forward to
 * the open, the close, the next trading day or a clock time at once, and steps the market so a
 * resting marketable order fills now. Refused on the exchange clock (it follows real time and
 * the rest of the server reads that time too) and in a cluster (each process has its own clock).
 */
export const marketTestRoutes =
  (ctx: AppContext): Feature =>
  (app) => {
    if (!ctx.config.enableTestRoutes) return;
    const control = async (): Promise<MarketControl> => {
      if (ctx.cluster.enabled) throw refuse('集群模式下不能移动行情时钟');
      // The exchange follows the market before the clock moves: it sees every rollover.
      const trading = await tradingOf(ctx);
      const market = await marketOf(ctx);
      if (market.clock.mode === 'exchange')
        throw refuse('交易所时钟跟随真实时间，不能移动（请用演示时钟 MARKET_CLOCK=demo）');
      return { market, trading };
    };
    endpoint(
      app,
      {
        url: '/test/market/clock',
        methods: ['POST'],
        tags,
        summary: `（仅测试）行情时钟立即前移到 to：open 下一次开盘、close 收盘（沪深 15:00，港股 16:00）、nextDay 下一交易日开盘（先日切）或 HH:MM:SS（market 的时钟下一次到达该时刻；HK 跳过港股休市日）；只前移，途经的日切依次发生，答复时结算与撮合已完成。${TIME_DATA}`,
        params: Type.Object({
          to: Type.String({ pattern: '^(open|close|nextDay|\\d\\d:\\d\\d:\\d\\d)$' }),
          market: Type.Optional(Type.Union([Type.Literal('CN'), Type.Literal('HK')])),
        }),
        data: ClockAnswer,
      },
      async (p) => {
        const target = namedTarget(p.to, p.market);
        if (!target)
          throw badRequest(
            p.market === 'HK'
              ? '时刻须在港股交易时段内（09:30:00–12:00:00、13:00:00–16:10:00）'
              : '时刻须在沪深连续交易时段内（09:30:00–11:30:00、13:00:00–15:00:00）',
          );
        return timeView(await jumpClock(await control(), target));
      },
    );
    endpoint(
      app,
      {
        url: '/test/market/step',
        methods: ['POST'],
        tags,
        summary: `（仅测试）行情立即前进 steps 步（默认 1，每步 3 秒行情），每步撮合完成后再走下一步；当日最后一步之后是下一交易日开盘。${TIME_DATA}`,
        params: Type.Object({
          steps: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TEST_STEPS })),
        }),
        data: StepAnswer,
      },
      async (p) => timeView(await stepMarket(await control(), p.steps ?? 1)),
    );
  };
