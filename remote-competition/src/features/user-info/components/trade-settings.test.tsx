import { orderConfirmEnabled, session } from '@portal/shared-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { TradeSettings } from './trade-settings';

it('turns the order confirmation (二次确认) off and on again for the signed-in user', () => {
  session.signIn({
    Token: 't',
    Name: '张三',
    UserName: 'student01',
    UserID: 3,
    Id: 3,
    MobilePhone: '',
    hasTrainUsePower: false,
    hasCombinePower: false,
  });
  render(<TradeSettings />);
  const toggle = screen.getByRole('switch', { name: '下单二次确认' });
  expect(toggle).toBeChecked();
  fireEvent.click(toggle);
  expect(orderConfirmEnabled(3)).toBe(false);
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  expect(orderConfirmEnabled(3)).toBe(true);
  session.clear();
});
