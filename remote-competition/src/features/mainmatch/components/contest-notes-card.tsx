import { formatBeijingTime, formatMoney } from '@portal/shared-kit';
import { Card, Col, Descriptions, Empty, Row as Grid, Tag, Typography } from 'antd';
import type { MatchRules } from '../api/get-match-rules';
import { NUMERIC_RISK_RULES, PERCENT_RULES } from '../../race-manage/contest-form-fields';
import type { FoulRecord } from '../../race-summary/api/search-personal-fouls';

/** The contest's risk limits, worded as the contest form words them (percent rules as %). */
export function riskLines(rules: MatchRules['riskRules'] | undefined): string[] {
  return NUMERIC_RISK_RULES.flatMap(([key, label]) => {
    const v = rules?.[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) return [];
    const shown = PERCENT_RULES.has(key) ? Math.round(v * 10000) / 100 : v;
    return [`${label.replace(/\(.*\)$/, '')}：${shown}${PERCENT_RULES.has(key) ? '%' : ''}`];
  });
}

const CURRENCY_NAMES: Readonly<Record<number, string>> = { 1: '人民币', 2: '港币', 3: '美元' };

/** The rules card's label of a currency's initial funds: 初始资金(人民币), 初始资金(港币) … */
export function fundLabel(currencyType: number): string {
  return `初始资金(${CURRENCY_NAMES[currencyType] ?? `币种${currencyType}`})`;
}

/** 比赛公告 (the contest's own notices: its dates and the risk-control reminders) and 比赛规则. */
export function ContestNotesCard({
  detail,
  fouls,
  loading,
}: {
  detail: MatchRules | undefined;
  fouls: FoulRecord[];
  loading: boolean;
}) {
  const b = detail?.matchBasisInfo;
  const end = formatBeijingTime(b?.endTime ?? '', 'minute');
  const notices = [
    ...fouls.map((f) => ({
      key: `f${f.foulID}`,
      tag: <Tag color="red">风控提醒</Tag>,
      text: `${formatBeijingTime(f.createTime, 'minute')} ${f.foulContent}`,
    })),
    ...(end
      ? [{ key: 'end', tag: <Tag color="blue">赛程</Tag>, text: `比赛将于 ${end} 结束` }]
      : []),
  ];
  const rule = b?.matchRule ?? '';
  const funds = (detail?.matchInItFundSets ?? []).filter((f) => f.initFund > 0);
  const breeds = detail?.breedNameList ?? [];
  const risks = riskLines(detail?.riskRules);
  return (
    <Grid gutter={12} style={{ marginTop: 12 }}>
      <Col span={12}>
        <Card size="small" title="比赛公告" loading={loading} data-testid="contest-notices">
          {notices.length ? (
            <ul className="cmp-notices">
              {notices.map((n) => (
                <li key={n.key}>
                  {n.tag}
                  <span>{n.text}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty description="暂无公告" />
          )}
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title="比赛规则" loading={loading} data-testid="contest-rules">
          <Descriptions column={1} size="small">
            {funds.map((f) => (
              <Descriptions.Item key={f.currencyType} label={fundLabel(f.currencyType)}>
                {formatMoney(f.initFund)}
              </Descriptions.Item>
            ))}
            {breeds.filter(Boolean).length ? (
              <Descriptions.Item label="交易品种">
                {breeds.filter(Boolean).join('、')}
              </Descriptions.Item>
            ) : null}
            {risks.length ? (
              <Descriptions.Item label="风控规则">{risks.join('；')}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {rule ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {rule}
            </Typography.Paragraph>
          ) : null}
        </Card>
      </Col>
    </Grid>
  );
}
