/** One demo training project with its case tasks (spec §2 types 1-7). */
export interface DemoProject {
  tpTypeID: number;
  title: string;
  description: string;
  panels: { title: string; content: string }[];
}

/** A living training area for a newcomer: one project of each type, each with case tasks. */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    tpTypeID: 1,
    title: '股票交易入门实训',
    description: '在A股交易页完成一次完整的买入与卖出，熟悉委托、撤单与成交查询。',
    panels: [
      {
        title: '任务一：买入',
        content:
          '1. 在A股交易页搜索“600519”或“贵州茅台”。\n2. 以限价方式买入100股（1手），价格参考五档买一价。\n3. 在“当日委托”中确认委托状态。',
      },
      {
        title: '任务二：撤单与卖出',
        content:
          '1. 以低于现价2%的价格挂一笔买单，随后撤单，观察冻结资金的变化。\n2. 次一交易日卖出前一日买入的股票（A股实行T+1）。',
      },
    ],
  },
  {
    tpTypeID: 2,
    title: '场内基金申购实训',
    description: '了解ETF与LOF的交易方式，比较基金与个股的费用差异。',
    panels: [
      {
        title: '任务一：买入ETF',
        content: '在基金交易页买入沪深300ETF（510300）1000份，记录成交价与手续费。',
      },
      {
        title: '任务二：费用比较',
        content: '对比同样金额买入个股与ETF的费用，说明基金交易免收印花税的原因。',
      },
    ],
  },
  {
    tpTypeID: 3,
    title: '商品期货开平仓实训',
    description: '体验保证金交易：开仓、逐日盯市与平仓，理解杠杆对盈亏的放大作用。',
    panels: [
      {
        title: '任务一：开仓',
        content: '选择一个主力合约买入开仓1手，记录占用的保证金与合约乘数。',
      },
      {
        title: '任务二：平仓',
        content: '在价格变动后卖出平仓，计算盈亏 = (平仓价 − 开仓价) × 合约乘数 × 手数。',
      },
    ],
  },
  {
    tpTypeID: 4,
    title: '股票期权认购认沽实训',
    description: '买入一张认购期权与一张认沽期权，理解权利仓与义务仓。',
    panels: [
      {
        title: '任务一：买入认购',
        content: '在期权交易页选择50ETF平值认购合约买入开仓1张，记录权利金。',
      },
      {
        title: '任务二：到期盈亏',
        content: '画出认购期权买方到期盈亏图：最大亏损为权利金，盈亏平衡点 = 行权价 + 权利金。',
      },
    ],
  },
  {
    tpTypeID: 5,
    title: '外汇交易实训',
    description: '在外汇交易页完成一次货币对的买卖，理解点差与报价精度。',
    panels: [
      {
        title: '任务一：读报价',
        content: '观察EUR/USD的买价与卖价，计算点差；说明为何外汇报价保留5位小数。',
      },
      {
        title: '任务二：买卖一次',
        content: '买入1手EUR/USD并在汇率变动后卖出，记录盈亏。',
      },
    ],
  },
  {
    tpTypeID: 6,
    title: '国债交易实训',
    description: '了解债券的净价交易与应计利息，完成一次国债买入。',
    panels: [
      {
        title: '任务一：买入国债',
        content:
          '在债券交易页买入10张国债，核对净价、应计利息与全价的关系：全价 = 净价 + 应计利息。',
      },
      {
        title: '任务二：收益率',
        content: '根据票面利率与买入价格估算持有到期收益率，并与银行定期存款比较。',
      },
    ],
  },
  {
    tpTypeID: 7,
    title: '案例分析：价值投资',
    description: '以一只消费龙头为案例，结合基本面与技术面给出买卖决策并实盘模拟。',
    panels: [
      {
        title: '案例背景',
        content:
          '某消费龙头连续五年净利润增长超过15%，毛利率稳定在90%以上，当前市盈率处于近五年中位数附近。',
      },
      {
        title: '分析要求',
        content:
          '1. 阅读财报要点，判断公司的护城河。\n2. 结合均线与成交量选择买点。\n3. 在A股交易页执行你的决策，并在结束实训前写明理由。',
      },
      {
        title: '评分标准',
        content: '分析完整性40分，交易执行30分，风险控制30分（是否设置止损、仓位是否合理）。',
      },
    ],
  },
];
