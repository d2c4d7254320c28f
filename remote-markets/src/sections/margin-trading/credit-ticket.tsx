import { Button, InputNumber, Select, Tabs, message } from 'antd';
import { useEffect, useState } from 'react';
import { DirectRepayFields } from './direct-repay';
import {
  CREDIT_KINDS,
  DIRECT_KINDS,
  isDirect,
  placeOrder,
  queryMax,
  type Collateral,
  type Contract,
  type CreditEffect,
  type DirectEffect,
  type Eligible,
} from './margin-api';

const ALL_KINDS = [...CREDIT_KINDS, ...DIRECT_KINDS];

/**
 * The credit ticket's state: the order kind, the security (the first eligible one until picked),
 * price (its last price until typed) and quantity, the server's max quantity, and the order it
 * sends.
 */
function useCreditTicket(eligible: Eligible[], onPlaced: () => void) {
  const [effect, setEffect] = useState<CreditEffect | DirectEffect>('financeBuy');
  const [code, setCode] = useState<string | undefined>(undefined);
  const [price, setPrice] = useState<number | null>(null);
  const [qty, setQty] = useState<number | null>(100);
  const [max, setMax] = useState<number | null>(null);
  const sec = eligible.find((e) => e.security === code) ?? eligible[0];
  useEffect(() => {
    if (sec && price === null) setPrice(sec.lastPrice);
  }, [sec, price]);
  useEffect(() => {
    let alive = true;
    setMax(null);
    if (sec && price && price > 0 && !isDirect(effect))
      void queryMax(sec, effect, price)
        .then((r) => alive && setMax(r?.maxVolume ?? 0))
        .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [sec, effect, price]);
  const kind = ALL_KINDS.find((k) => k.effect === effect) ?? CREDIT_KINDS[0];
  const submit = async () => {
    if (!sec || !price || !qty || isDirect(effect)) return;
    const order = await placeOrder(sec, effect, qty, price).catch(() => undefined);
    if (order) {
      void message.success(`${kind.label}委托已提交`);
      onPlaced();
    }
  };
  const pickSecurity = (v: string) => {
    setCode(v);
    setPrice(eligible.find((e) => e.security === v)?.lastPrice ?? null);
  };
  return { effect, setEffect, sec, pickSecurity, price, setPrice, qty, setQty, max, kind, submit };
}

type CreditTicketState = ReturnType<typeof useCreditTicket>;

/**
 * The credit ticket: one tab per order kind (融资买入, 融券卖出, 担保品买入/卖出, 卖券还款,
 * 买券还券), a security of the eligible list, limit price and quantity, the server's max quantity;
 * and the two repayments without an order (直接还款, 直接还券).
 */
export function CreditTicket({
  eligible,
  contracts,
  collateral,
  onPlaced,
}: {
  eligible: Eligible[];
  contracts: Contract[];
  collateral: Collateral[];
  onPlaced: () => void;
}) {
  const t = useCreditTicket(eligible, onPlaced);
  const { effect, sec } = t;
  return (
    <div className="mt-ticket" data-testid="credit-ticket">
      <Tabs
        size="small"
        tabBarGutter={8}
        activeKey={effect}
        onChange={(k) => t.setEffect(k as CreditEffect | DirectEffect)}
        items={ALL_KINDS.map((k) => ({ key: k.effect, label: k.label }))}
      />
      <div className="mt-row">
        <span className="mt-label">证券</span>
        <Select
          data-testid="credit-security"
          style={{ width: 200 }}
          value={sec?.security}
          onChange={t.pickSecurity}
          options={eligible.map((e) => ({
            value: e.security,
            label: `${e.security} ${e.securityName}`,
          }))}
        />
      </div>
      <div className="mt-row">
        <span className="mt-label">最新价</span>
        <b data-testid="credit-last">{sec ? sec.lastPrice.toFixed(2) : '--'}</b>
      </div>
      {isDirect(effect) ? (
        <DirectRepayFields
          effect={effect}
          sec={sec}
          contracts={contracts}
          collateral={collateral}
          onDone={onPlaced}
        />
      ) : (
        <CreditOrderFields t={t} />
      )}
    </div>
  );
}

/** An order's limit price and quantity, the max quantity and the order button. */
function CreditOrderFields({ t }: { t: CreditTicketState }) {
  const { price, qty, kind } = t;
  return (
    <>
      <div className="mt-row">
        <span className="mt-label">价格</span>
        <InputNumber
          data-testid="credit-price"
          style={{ width: 200 }}
          min={0}
          step={0.01}
          precision={2}
          value={price}
          onChange={(v) => t.setPrice(v)}
        />
      </div>
      <div className="mt-row">
        <span className="mt-label">数量</span>
        <InputNumber
          data-testid="credit-qty"
          style={{ width: 200 }}
          min={1}
          step={100}
          precision={0}
          value={qty}
          onChange={(v) => t.setQty(v)}
        />
      </div>
      <div className="mt-row">
        <span className="mt-label">最大可委托</span>
        <b data-testid="credit-max">{t.max ?? '--'}</b>
      </div>
      <Button
        type="primary"
        danger={kind.side === 2}
        data-testid="credit-submit"
        onClick={() => void t.submit()}
        disabled={!t.sec || !price || !qty}
      >
        {kind.label}
      </Button>
    </>
  );
}
