import { RANKING_COLUMNS } from '@portal/shared-kit';
import { Checkbox, Form, InputNumber, Switch, Table } from 'antd';
import { RANKING_WINDOWS } from '../contest-form-fields';

const COLUMN_OPTIONS = Object.entries(RANKING_COLUMNS).map(([field, c]) => ({
  value: field,
  label: c.label,
}));

/** Shown ranking columns, ranking windows and params, and the scored indexes with weights. */
export function RankingSection() {
  const indexes = Form.useWatch<Record<string, unknown>[] | undefined>('rankingIndexs');
  return (
    <>
      <Form.Item name="showColumns" label="排名显示列">
        <Checkbox.Group options={COLUMN_OPTIONS} />
      </Form.Item>
      <Form.Item name="windows" label="排名周期">
        <Checkbox.Group options={RANKING_WINDOWS.map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="noLoginTime"
        label="未登录天数"
        extra="超过该天数未登录的选手按下方设置参与排名"
      >
        <InputNumber min={0} addonAfter="天" />
      </Form.Item>
      <Form.Item name="isNoLoginActRanking" label="未登录选手参与排名" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isNoTrandActRanking" label="未交易选手参与排名" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="matchTotalPoints" label="总分">
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item
        label="评分指标"
        extra={
          indexes
            ? '标准值达到时得满权重分'
            : '新建比赛使用默认评分指标（收益率、夏普比率、最大回撤），创建后可调整'
        }
      >
        {indexes ? (
          <Form.List name="rankingIndexs">
            {(fields) => (
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                columns={[
                  {
                    title: '指标',
                    render: (_v, f) => String(indexes[f.name]?.rankingIndexName ?? ''),
                  },
                  {
                    title: '标准值',
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'standardValue']} noStyle>
                        <InputNumber step={0.01} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '权重(%)',
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'standardPrecent']} noStyle>
                        <InputNumber min={0} max={100} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '方向',
                    render: (_v, f) =>
                      Number(indexes[f.name]?.rankingIndexTypeID) === 2 ? '越低越好' : '越高越好',
                  },
                ]}
              />
            )}
          </Form.List>
        ) : null}
      </Form.Item>
    </>
  );
}
