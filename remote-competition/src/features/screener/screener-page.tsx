import { App, Button, Card, Form, InputNumber, List, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useOpenDeepData } from '../../common/deep-data-context';
import { QuoteTable } from '../../common/quotation/quote-table';
import { useQuery } from '../../state/data-hooks';
import { screen, type ScreenConditions } from './screen';

const SCHEMES_KEY = 'competition.screenerSchemes';
interface Scheme {
  name: string;
  conditions: ScreenConditions;
}
const loadSchemes = (): Scheme[] => {
  try {
    return JSON.parse(localStorage.getItem(SCHEMES_KEY) ?? '[]') as Scheme[];
  } catch {
    return [];
  }
};

/** /TrainkEquityScreener/conditionalStock and /scheme: conditional stock screening (top tab 2). */
export function ScreenerPage() {
  const rest = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const open = useOpenDeepData();
  const [form] = Form.useForm<ScreenConditions>();
  const [conditions, setConditions] = useState<ScreenConditions>({});
  const [schemes, setSchemes] = useState<Scheme[]>(loadSchemes);
  const [page, setPage] = useState(1);
  const all = useQuery('getQuotes', {
    markets: 'SSE,SZSE',
    orderBy: 'changePct',
    sortord: 'desc',
    pageSize: 200,
  });
  const rows = screen(all.data?.list ?? [], conditions);
  const save = () => {
    const next = [
      ...schemes,
      { name: `方案${schemes.length + 1}`, conditions: form.getFieldsValue() },
    ];
    setSchemes(next);
    localStorage.setItem(SCHEMES_KEY, JSON.stringify(next));
    void message.success('方案已保存');
  };
  const tab = rest.startsWith('scheme') ? 'scheme' : 'conditionalStock';
  const conditionForm = (
    <Card size="small">
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => {
          setConditions(v);
          setPage(1);
        }}
      >
        <Form.Item label="涨跌幅(%)" style={{ marginBottom: 8 }}>
          <Space.Compact>
            <Form.Item name="changePctMin" noStyle>
              <InputNumber placeholder="最小" />
            </Form.Item>
            <Form.Item name="changePctMax" noStyle>
              <InputNumber placeholder="最大" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="价格(元)">
          <Space.Compact>
            <Form.Item name="priceMin" noStyle>
              <InputNumber min={0} placeholder="最小" />
            </Form.Item>
            <Form.Item name="priceMax" noStyle>
              <InputNumber min={0} placeholder="最大" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="成交额(万元)≥" name="amountMinWan">
          <InputNumber min={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          选股
        </Button>
        <Button onClick={save} style={{ marginLeft: 8 }}>
          保存方案
        </Button>
      </Form>
    </Card>
  );
  return (
    <div data-page="TrainkEquityScreener">
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          navigate(
            k === 'scheme'
              ? '/TrainkEquityScreener/scheme/myStrategy'
              : '/TrainkEquityScreener/conditionalStock',
          )
        }
        items={[
          {
            key: 'conditionalStock',
            label: '条件选股',
            children: (
              <>
                {conditionForm}
                <QuoteTable
                  rows={rows.slice((page - 1) * 20, page * 20)}
                  total={rows.length}
                  loading={all.loading}
                  page={page}
                  pageSize={20}
                  onPage={setPage}
                  onOpen={open}
                />
              </>
            ),
          },
          {
            key: 'scheme',
            label: '我的方案',
            children: (
              <List
                bordered
                dataSource={schemes}
                locale={{ emptyText: '暂无方案' }}
                renderItem={(s) => (
                  <List.Item
                    actions={[
                      <Button
                        key="use"
                        type="link"
                        onClick={() => {
                          form.setFieldsValue(s.conditions);
                          setConditions(s.conditions);
                          navigate('/TrainkEquityScreener/conditionalStock');
                        }}
                      >
                        使用
                      </Button>,
                    ]}
                  >
                    {s.name}
                  </List.Item>
                )}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
