import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LANDING_SLIDES, LandingCarousel, SLIDE_MS } from './landing-carousel';

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

function renderCarousel() {
  render(
    <MemoryRouter initialEntries={['/index']}>
      <LandingCarousel />
    </MemoryRouter>,
  );
}

describe('turning the slides', () => {
  const shown = () =>
    screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.getAttribute('aria-hidden') !== 'true')
      .map((g) => g.querySelector('h3')?.textContent);

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one slide at a time and turns to the next every 5 s, back to the first after the last', () => {
    renderCarousel();
    expect(shown()).toEqual([LANDING_SLIDES[0]?.title]);
    for (let i = 1; i <= LANDING_SLIDES.length; i += 1) {
      act(() => jest.advanceTimersByTime(SLIDE_MS - 1));
      expect(shown()).toEqual([LANDING_SLIDES[(i - 1) % LANDING_SLIDES.length]?.title]);
      act(() => jest.advanceTimersByTime(1));
      expect(shown()).toEqual([LANDING_SLIDES[i % LANDING_SLIDES.length]?.title]);
    }
  });

  it('goes to a slide by its dot, which then reads as the current one', () => {
    renderCarousel();
    const third = LANDING_SLIDES[2] as (typeof LANDING_SLIDES)[number];
    fireEvent.click(screen.getByRole('button', { name: `第 3 张：${third.title}` }));
    expect(shown()).toEqual([third.title]);
    expect(screen.getByRole('button', { name: `第 3 张：${third.title}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Only the shown slide's button is reachable; the hidden ones are inert.
    expect(screen.getByRole('button', { name: third.action.label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即注册参赛' })).toBeNull();
  });

  it('holds while the pointer is over it and turns again 5 s after it leaves', () => {
    renderCarousel();
    const carousel = screen.getByTestId('landing-carousel');
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    expect(shown()).toEqual([LANDING_SLIDES[0]?.title]);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_MS - 1));
    expect(shown()).toEqual([LANDING_SLIDES[0]?.title]);
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toEqual([LANDING_SLIDES[1]?.title]);
  });

  it('stays held while focus is inside, moving between its dots or after the pointer has left', () => {
    renderCarousel();
    const carousel = screen.getByTestId('landing-carousel');
    const dots = screen.getAllByRole('button', { name: /^第 \d 张/ });
    act(() => (dots[0] as HTMLElement).focus());
    act(() => (dots[1] as HTMLElement).focus());
    fireEvent.mouseEnter(carousel);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(SLIDE_MS * 3));
    expect(shown()).toEqual([LANDING_SLIDES[0]?.title]);
    act(() => (dots[1] as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toEqual([LANDING_SLIDES[1]?.title]);
  });
});

it('gives the dots’ fill the slide’s own duration', () => {
  renderCarousel();
  expect(screen.getByTestId('landing-carousel').style.getPropertyValue('--ra-slide-ms')).toBe(
    `${SLIDE_MS}ms`,
  );
});
