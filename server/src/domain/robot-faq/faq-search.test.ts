import { askFaq, FAQ, faqById } from './index';

const best = (q: string) => askFaq(q);

describe('the help robot’s knowledge base', () => {
  it('has a real FAQ for the whole product: 60+ entries, unique ids, each with keywords', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FAQ.map((e) => e.id)).size).toBe(FAQ.length);
    for (const e of FAQ) {
      expect(e.keywords.length).toBeGreaterThan(0);
      expect(e.answer.length).toBeGreaterThan(10);
      if (e.link) expect(e.link.path).toMatch(/^\//);
    }
  });

  it.each([
    ['怎么买股票', 'buy-stock', '/SHSZMarkets/index'],
    ['银证转账', 'bank-transfer', '/competitionFunds'],
    ['yzzz', 'bank-transfer', '/competitionFunds'],
    ['YinZhengZhuanZhang', 'bank-transfer', '/competitionFunds'],
    ['融资融券是什么？', 'margin-trading', '/MarginTrading/index'],
    ['rzrq', 'margin-trading', '/MarginTrading/index'],
    ['两融', 'margin-trading', '/MarginTrading/index'],
    ['我想购买一些股票', 'buy-stock', '/SHSZMarkets/index'],
    ['怎么撤销委托', 'cancel-order', '/SHSZMarkets/QueryCenter'],
    ['忘记密码了', 'forget-password', '/Forget'],
    ['怎么报名参加比赛', 'join-contest', '/UserCenter/MyRace'],
    ['佣金怎么收', 'fees', '/SHSZMarkets/QueryCenter'],
    ['今天买的为什么不能卖', 't-plus-one', '/SHSZMarkets/index'],
    ['排行榜在哪', 'ranking', '/ExchangeMonitor/Rank'],
    ['怎么开始实训', 'start-training', '/TrainList'],
    ['入金', 'bank-transfer', '/competitionFunds'],
    ['股指期货', 'finance-futures', '/financeFutures/index'],
    ['港股通怎么交易', 'hk-connect', '/HKMarkets/index'],
  ])('%s → %s with a link to %s', (q, id, path) => {
    const r = best(q);
    expect(r).toMatchObject({ matched: true, id, link: { path } });
    expect(r.answer.length).toBeGreaterThan(10);
  });

  it('answers what it does not know with the fallback and starter questions', () => {
    const r = best('今天天气怎么样');
    expect(r.matched).toBe(false);
    expect(r.answer).toContain('抱歉');
    expect(r.related.map((x) => x.id)).toContain('buy-stock');
    expect(best('').matched).toBe(false);
  });

  it('does not count a word inside a longer one (续费 in 手续费)', () => {
    const r = best('手续费多少');
    expect(r.id).toBe('fees');
    expect(r.related.map((x) => x.id)).not.toContain('account-expiry');
  });

  it('offers related questions and answers a clicked one by id', () => {
    expect(best('怎么买股票').related.length).toBeGreaterThan(0);
    expect(faqById('bank-transfer')?.link?.path).toBe('/competitionFunds');
    expect(faqById('nope')).toBeNull();
  });
});
