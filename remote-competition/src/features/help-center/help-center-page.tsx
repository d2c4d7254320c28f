import { Card, Collapse, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { RiskQuestionnaire } from './risk-questionnaire';

const FAQ = [
  [
    '如何参加比赛？',
    '进入“个人中心 → 我的比赛 → 报名比赛”，选择报名中的比赛点击“报名”，有参赛口令的比赛需输入口令。报名后在页面顶部的比赛切换中选择该比赛即可交易。',
  ],
  [
    '如何切换当前比赛或组合？',
    '点击页面顶部的比赛名称，在下拉框中搜索或展开“比赛”“组合”分组后选择。只有一个市场的比赛（外汇、融资融券、日内回转、期权、期货）切换后直接进入该市场的交易页面。',
  ],
  [
    '银证转账有什么规则？',
    '在“资金管理”中选择银行转证券或证券转银行并输入金额。证券转银行的金额不能超过可用资金。',
  ],
  [
    '排名多久更新一次？',
    '总资产、可用资金、总盈亏和当日收益率实时计算，其余指标在每个交易日收盘结算后更新。',
  ],
  [
    '为什么某些菜单看不到？',
    '菜单按当前比赛允许的交易品种和比赛类型显示，例如练习场不显示排行榜，日内回转赛只显示日内回转交易。',
  ],
];

/** /HelpCenter: frequently asked questions and the risk-tolerance questionnaire. */
export function HelpCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'risk' ? 'risk' : 'faq';
  return (
    <Card title="帮助中心" data-page="HelpCenter">
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'risk' ? { tab: 'risk' } : {})}
        items={[
          {
            key: 'faq',
            label: '常见问题',
            children: (
              <Collapse items={FAQ.map(([q, a]) => ({ key: q, label: q, children: <p>{a}</p> }))} />
            ),
          },
          { key: 'risk', label: '风险承受能力评估', children: <RiskQuestionnaire /> },
        ]}
      />
    </Card>
  );
}
