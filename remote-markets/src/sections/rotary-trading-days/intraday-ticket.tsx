import { Button, InputNumber, Select, Tabs, message } from 'antd';
import { useEffect, useState } from 'react';
import { placeOrder, type AllowedCode } from './intraday-api';

const SIDES = [
  { side: 1 as const, label: '买入' },
  { side: 2 as const, label: '卖出' },
];

/**
 * The ticket's state: side, the code (the first allowed one until picked), price (its last price
 * until typed) and quantity, and the order it sends.
 */
function useIntradayTicket(codes: AllowedCode[], onPlaced: () => void) {
  const [side, setSide] = useState<1 | 2>(1);
  const [code, setCode] = useState<string | undefined>(undefined);
  const [price, setPrice] = useState<number | null>(null);
  const [qty, setQty] = useState<number | null>(100);
  const sec = codes.find((c) => c.security === code) ?? codes[0];
  useEffect(() => {
    if (sec && price === null && sec.lastPrice > 0) setPrice(sec.lastPrice);
  }, [sec, price]);
  const label = side === 1 ? '买入' : '卖出';
  const submit = async () => {
    if (!sec || !price || !qty) return;
    const order = await placeOrder(sec, side, qty, price).catch(() => undefined);
    if (order) {
      void message.success(`${label}委托已提交`);
      onPlaced();
    }
  };
  const pickCode = (v: string) => {
    setCode(v);
    setPrice(codes.find((c) => c.security === v)?.lastPrice ?? null);
  };
  return { side, setSide, sec, pickCode, price, setPrice, qty, setQty, label, submit };
}

/** Limit price and quantity. */
function IntradayInputs({ t }: { t: ReturnType<typeof useIntradayTicket> }) {
  return (
    <>
      <div className="rt-row">
        <span className="rt-label">价格</span>
        <InputNumber
          data-testid="intraday-price"
          style={{ width: 220 }}
          min={0}
          step={0.01}
          precision={2}
          value={t.price}
          onChange={(v) => t.setPrice(v)}
        />
      </div>
      <div className="rt-row">
        <span className="rt-label">数量</span>
        <InputNumber
          data-testid="intraday-qty"
          style={{ width: 220 }}
          min={1}
          step={100}
          precision={0}
          value={t.qty}
          onChange={(v) => t.setQty(v)}
        />
      </div>
    </>
  );
}

/**
 * The intraday ticket: only the contest's allowed codes, buy or sell (T+0), limit price and
 * quantity; what can be sold today is the holding's sellable quantity.
 */
export function IntradayTicket({
  codes,
  sellable,
  closed,
  onPlaced,
}: {
  codes: AllowedCode[];
  sellable: (security: string) => number;
  closed: boolean;
  onPlaced: () => void;
}) {
  const t = useIntradayTicket(codes, onPlaced);
  const { side, sec } = t;
  return (
    <div className="rt-ticket" data-testid="intraday-ticket">
      <Tabs
        size="small"
        activeKey={String(side)}
        onChange={(k) => t.setSide(k === '2' ? 2 : 1)}
        items={SIDES.map((s) => ({ key: String(s.side), label: s.label }))}
      />
      <div className="rt-row">
        <span className="rt-label">证券</span>
        <Select
          data-testid="intraday-security"
          style={{ width: 220 }}
          value={sec?.security}
          onChange={t.pickCode}
          options={codes.map((c) => ({
            value: c.security,
            label: `${c.security} ${c.securityName}`,
          }))}
        />
      </div>
      <div className="rt-row">
        <span className="rt-label">最新价</span>
        <b data-testid="intraday-last">
          {sec && sec.lastPrice > 0 ? sec.lastPrice.toFixed(2) : '--'}
        </b>
      </div>
      <IntradayInputs t={t} />
      <div className="rt-row">
        <span className="rt-label">可卖数量</span>
        <b data-testid="intraday-sellable">{sec ? sellable(sec.security) : '--'}</b>
      </div>
      <Button
        type="primary"
        danger={side === 2}
        data-testid="intraday-submit"
        onClick={() => void t.submit()}
        disabled={!sec || !t.price || !t.qty || (closed && side === 1)}
      >
        {t.label}
      </Button>
    </div>
  );
}
