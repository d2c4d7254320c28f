import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LANDING_SLIDES, LandingCarousel } from './landing-carousel';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

it('shows the landing carousel of spec §1: every slide, each leading somewhere', () => {
  render(
    <MemoryRouter initialEntries={['/index']}>
      <LandingCarousel />
      <Where />
    </MemoryRouter>,
  );
  const carousel = screen.getByTestId('landing-carousel');
  for (const s of LANDING_SLIDES) {
    expect(within(carousel).getAllByText(s.title).length).toBeGreaterThan(0);
  }
  expect(LANDING_SLIDES.length).toBeGreaterThanOrEqual(3);
  fireEvent.click(
    within(carousel).getAllByRole('button', { name: '立即注册参赛' })[0] as HTMLElement,
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/Register');
});
