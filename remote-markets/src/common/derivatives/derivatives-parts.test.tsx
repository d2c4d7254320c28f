import { fireEvent, render, screen } from '@testing-library/react';
import { tickDecimals, trendClass } from './format';
import { cancelColumn, ListTable, plCell } from './table-parts';
import { flush } from './ticket-test-kit';
import { CountField, TicketFacts, TicketShell, useOrderSubmit } from './ticket-parts';

function Ticket({
  place,
  placed,
}: {
  place: () => Promise<{ statusName: string }>;
  placed: () => void;
}) {
  const order = useOrderSubmit(place, placed);
  return (
    <TicketShell
      name="沪铜2701"
      code="cu2701"
      testId="t"
      label="买开仓"
      buy
      busy={order.busy}
      note={order.note}
      onSubmit={order.submit}
    >
      <TicketFacts items={[['最大可开', '3 手', 'max'], false, ['可用资金', '—']]} />
    </TicketShell>
  );
}

describe('derivatives shared parts', () => {
  it('shows the order status after a submit and calls back once', async () => {
    const placed = jest.fn();
    render(<Ticket place={() => Promise.resolve({ statusName: '已报' })} placed={placed} />);
    expect(screen.getByTestId('max').textContent).toBe('3 手');
    expect(screen.getAllByRole('definition')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await flush();
    expect(screen.getByText('委托已提交：已报')).toBeTruthy();
    expect(placed).toHaveBeenCalledTimes(1);
  });

  it('keeps no note and no callback when the order is refused', async () => {
    const placed = jest.fn();
    render(<Ticket place={() => Promise.reject(new Error('60022'))} placed={placed} />);
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await flush();
    expect(screen.queryByText(/委托已提交/)).toBeNull();
    expect(placed).not.toHaveBeenCalled();
  });

  it('never lets a count fall below one lot', () => {
    const changed = jest.fn();
    render(<CountField label="手数" value={2} onChange={changed} testId="lots" />);
    const input = screen.getByTestId('lots').querySelector('input') ?? screen.getByTestId('lots');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(changed).toHaveBeenLastCalledWith(1);
    fireEvent.change(input, { target: { value: '5' } });
    expect(changed).toHaveBeenLastCalledWith(5);
  });

  it('offers 撤单 only on a working order and re-reads after the cancel', async () => {
    const cancel = jest.fn().mockResolvedValue({});
    const changed = jest.fn();
    render(
      <ListTable
        rows={[
          { orderId: 1, cancelable: true },
          { orderId: 2, cancelable: false },
        ]}
        columns={[{ title: '委托', dataIndex: 'orderId' }, cancelColumn(cancel, changed)]}
        rowKey="orderId"
        testId="orders"
        empty="暂无委托"
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /撤\s?单/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    await flush();
    expect(cancel).toHaveBeenCalledWith(1);
    expect(changed).toHaveBeenCalled();
  });

  it('colours profit red and loss green and shows a tick’s decimals', () => {
    const { container } = render(
      <>
        {plCell(12.5)}
        {plCell(-3)}
      </>,
    );
    expect(container.querySelector('.dv-up')?.textContent).toBe('12.50');
    expect(container.querySelector('.dv-down')?.textContent).toBe('-3.00');
    expect(trendClass(0)).toBe('');
    expect([tickDecimals(10), tickDecimals(0.2), tickDecimals(0.0001)]).toEqual([0, 1, 4]);
  });
});
