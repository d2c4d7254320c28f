/** A page the answer points to: the route that does the thing. */
export interface FaqLink {
  path: string;
  label: string;
}

/** One entry of the help robot's knowledge base. */
export interface FaqEntry {
  id: string;
  /** The question as a user would ask it. */
  question: string;
  /** Words and synonyms that point to this entry (Chinese; their pinyin is matched too). */
  keywords: readonly string[];
  answer: string;
  link?: FaqLink;
}

/** Builds an entry; keeps the tables below one line per field. */
export const faq = (
  id: string,
  question: string,
  keywords: readonly string[],
  answer: string,
  link?: FaqLink,
): FaqEntry => ({ id, question, keywords, answer, ...(link ? { link } : {}) });

/** Pages the answers link to (spec §2). */
export const PAGES = {
  stockTrade: { path: '/SHSZMarkets/index', label: '沪深A股交易' },
  queryCenter: { path: '/SHSZMarkets/QueryCenter', label: '查询中心' },
  quoteList: { path: '/SHSZMarkets/QuoteList', label: '行情中心' },
  deepData: { path: '/SHSZMarkets/F9', label: '深度资料' },
  fund: { path: '/SHSZMarkets/Fund', label: '基金交易' },
  bond: { path: '/SHSZMarkets/Bond', label: '债券交易' },
  bse: { path: '/SHSZMarkets/bse', label: '北交所交易' },
  margin: { path: '/MarginTrading/index', label: '融资融券' },
  hkConnect: { path: '/HKMarkets/index', label: '港股通' },
  hkStock: { path: '/HKStock/index', label: '港股交易' },
  futures: { path: '/futures/index', label: '商品期货' },
  financeFutures: { path: '/financeFutures/index', label: '金融期货' },
  stockOptions: { path: '/StockOptions/index', label: '个股期权' },
  indexOptions: { path: '/StockIndexOptions/index', label: '股指期权' },
  commodityOptions: { path: '/CommodityOptions/placeOrder', label: '商品期权' },
  forex: { path: '/ForeignExchange/ForeignExchange', label: '外汇交易' },
  funds: { path: '/competitionFunds', label: '资金管理（银证转账）' },
  myRace: { path: '/UserCenter/MyRace', label: '我的比赛' },
  myCombine: { path: '/UserCenter/MyCombine', label: '我的组合' },
  combineAnalyze: { path: '/CombineAnalyze', label: '组合分析' },
  rank: { path: '/ExchangeMonitor/Rank', label: '收益排名' },
  raceSummary: { path: '/ExchangeMonitor/raceSummarize', label: '个人比赛状况' },
  myTeam: { path: '/ExchangeMonitor/MyTeam', label: '我的团队' },
  endedRaces: { path: '/racingInfo/endInfo', label: '已结束的比赛' },
  userInfo: { path: '/UserCenter/UserInfo', label: '个人信息' },
  mainmatch: { path: '/mainmatch', label: '仿真竞赛首页' },
  login: { path: '/index', label: '首页登录' },
  register: { path: '/Register', label: '注册' },
  forget: { path: '/Forget', label: '找回密码' },
  guide: { path: '/guide', label: '操作指南' },
  helpCenter: { path: '/HelpCenter', label: '帮助中心' },
  ownSecurity: { path: '/OwnSecurity', label: '自选股' },
  screener: { path: '/TrainkEquityScreener', label: '条件选股' },
  research: { path: '/ResearchAnalysis', label: '研究分析' },
  marketCenter: { path: '/marketCenter', label: '市场中心' },
  manageRaces: { path: '/ManageCenter/RaceManage?current=0', label: '比赛管理' },
  createRace: { path: '/ManageCenter/RaceManage?current=1', label: '创建比赛' },
  manageUsers: { path: '/ManageCenter/UserManage', label: '用户管理' },
  training: { path: '/TrainTeach', label: '实训教学' },
  trainTool: { path: '/TrainTeachTool', label: '技能学习' },
  trainList: { path: '/TrainList', label: '实训任务' },
  trainPractice: { path: '/TrainPractice', label: '练习' },
  trainExam: { path: '/TrainExam', label: '考试' },
  report: { path: '/ExperimentalReport/index', label: '实验报告' },
  trainClass: { path: '/TrainClassManage', label: '班级管理' },
} as const satisfies Record<string, FaqLink>;
