import { Button, InputNumber } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { tickDecimals } from './format';

/**
 * The answer of a max-volume query (最大可开/最大可平) for the ticket's current inputs, re-asked
 * whenever one of `deps` changes; null while unknown or refused.
 */
export function useMaxVolume<T>(query: () => Promise<T>, price: number, deps: unknown[]): T | null {
  const [max, setMax] = useState<T | null>(null);
  useEffect(() => {
    let alive = true;
    if (!(price > 0)) return;
    query()
      .then((r) => alive && setMax(r))
      .catch(() => alive && setMax(null));
    return () => {
      alive = false;
    };
    // The caller names what the query reads in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [price, ...deps]);
  return max;
}

/** Sends the order once at a time and keeps the note shown under the ticket (委托已提交：…). */
export function useOrderSubmit(place: () => Promise<{ statusName: string }>, onPlaced: () => void) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const submit = () => {
    setBusy(true);
    setNote('');
    place()
      .then((o) => {
        setNote(`委托已提交：${o.statusName}`);
        onPlaced();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { busy, note, setNote, submit };
}

/** 价格: steps by the contract's tick and shows its decimals. */
export function PriceField({
  value,
  tick,
  onChange,
}: {
  value: number;
  tick: number;
  onChange: (v: number) => void;
}) {
  return (
    <label className="dv-field">
      <span>价格</span>
      <InputNumber
        value={value}
        step={tick}
        min={0}
        precision={tickDecimals(tick)}
        onChange={(v) => onChange(Number(v ?? 0))}
        data-testid="ticket-price"
      />
    </label>
  );
}

/** A whole count of at least 1 (手数 for futures, 张数 for options). */
export function CountField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  testId: string;
}) {
  return (
    <label className="dv-field">
      <span>{label}</span>
      <InputNumber
        value={value}
        min={1}
        step={1}
        precision={0}
        onChange={(v) => onChange(Math.max(1, Number(v ?? 1)))}
        data-testid={testId}
      />
    </label>
  );
}

/**
 * The frame of an order ticket: the contract's name and code, the caller's inputs and facts,
 * the submit button (red for a buy) and the note of the last submission.
 */
export function TicketShell({
  name,
  code,
  testId,
  className,
  label,
  buy,
  busy,
  note,
  onSubmit,
  children,
}: {
  name: string;
  code: string;
  testId: string;
  className?: string;
  label: string;
  buy: boolean;
  busy: boolean;
  note: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`dv-ticket ${className ?? ''}`} data-testid={testId}>
      <div className="dv-ticket-title">
        {name} <span className="dv-muted">{code}</span>
      </div>
      {children}
      <Button
        type="primary"
        danger={buy}
        block
        loading={busy}
        onClick={onSubmit}
        data-testid="ticket-submit"
      >
        {label}
      </Button>
      {note && <div className="dv-note">{note}</div>}
    </div>
  );
}

/** The ticket's facts as label/value pairs; a null entry is left out. */
export function TicketFacts({
  items,
}: {
  items: Array<[string, ReactNode, string?] | null | false>;
}) {
  return (
    <dl className="dv-facts">
      {items.map((item) =>
        item ? <FactRow key={item[0]} label={item[0]} value={item[1]} testId={item[2]} /> : null,
      )}
    </dl>
  );
}

function FactRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}
