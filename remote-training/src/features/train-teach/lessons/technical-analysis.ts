import type { Lesson } from './lesson-types';

export const technicalAnalysis: Lesson = {
  id: 'technical-analysis',
  title: '技术分析',
  summary: '趋势、均线、成交量与常用指标：用价格本身寻找买卖时机，并学会止损。',
  practise: { path: '/SHSZMarkets/index?code=510300.SSE', label: '去看沪深300ETF的均线' },
  sections: [
    {
      heading: '一、三大假设',
      paragraphs: [
        '市场行为包含一切信息；价格沿趋势运动；历史会重演。技术分析研究的是价格和成交量本身。',
      ],
    },
    {
      heading: '二、均线与交叉',
      paragraphs: [
        '移动平均线MA(N)是最近N个周期收盘价的平均值。MA5反映短期成本，MA20反映中期趋势。',
        '短期均线自下而上穿过长期均线叫“金叉”，常被视为买入信号；自上而下穿过叫“死叉”，常被视为卖出信号。均线有滞后性，震荡市里容易反复发出假信号。',
      ],
      chart: 'ma-cross',
      example: {
        title: '计算MA5',
        steps: [
          '沪深300ETF最近5日收盘价：3.86、3.88、3.91、3.90、3.95。',
          'MA5 =（3.86 + 3.88 + 3.91 + 3.90 + 3.95）÷ 5 = 3.90。',
          '当日收盘3.95高于MA5，且MA5向上，短期趋势偏强。',
        ],
      },
    },
    {
      heading: '三、量价关系与常用指标',
      paragraphs: [
        '价涨量增、价跌量缩是健康的上涨；价涨量缩提示上涨动力减弱。',
        'MACD由快慢均线之差构成，用于判断趋势强弱；RSI衡量一段时间内涨幅占总波动的比例，高于70常被视为超买，低于30为超卖。',
      ],
    },
    {
      heading: '四、止损',
      paragraphs: [
        '任何方法都会出错。买入前就要确定止损位（如跌破MA20或亏损8%），并严格执行；控制单只股票的仓位比预测涨跌更重要。',
      ],
    },
  ],
  quiz: [
    {
      question: '短期均线自下而上穿过长期均线叫？',
      options: ['死叉', '金叉', '背离', '缺口'],
      answer: 1,
      explain: '金叉常被视为买入信号。',
    },
    {
      question: '收盘价3、4、5、6、7的MA5是？',
      options: ['4', '5', '6', '7'],
      answer: 1,
      explain: '(3+4+5+6+7)÷5=5。',
    },
    {
      question: 'RSI高于70通常被认为？',
      options: ['超卖', '超买', '没有意义', '必须卖出'],
      answer: 1,
      explain: 'RSI高于70常被视为超买，但强势行情里可以持续超买。',
    },
  ],
};
