import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fakeServer, renderInArea } from '../test/render-area';
import { matchSlice } from './match/match.slice';
import { useMatchBootstrap } from './use-match-bootstrap';

/** A page frame as the area and the market sections mount it: it follows the saga's requests. */
function Frame() {
  useMatchBootstrap();
  return <div data-testid="at">{useLocation().pathname}</div>;
}

/** Moves elsewhere and remounts the frame, as going from a market page to a competition page does. */
function App() {
  const [mount, setMount] = useState(0);
  const navigate = useNavigate();
  return (
    <>
      <Frame key={mount} />
      <button
        type="button"
        onClick={() => {
          void navigate('/ExchangeMonitor/raceSummarize');
          setMount((m) => m + 1);
        }}
      >
        个人赛况
      </button>
    </>
  );
}

it('makes a contest switch’s navigation once: a frame mounted later does not send the user back', () => {
  fakeServer({});
  const { store } = renderInArea(<App />, '/mainmatch');
  act(() => {
    store.dispatch(matchSlice.actions.navigate('/ForeignExchange/ForeignExchange'));
  });
  expect(screen.getByTestId('at').textContent).toBe('/ForeignExchange/ForeignExchange');
  fireEvent.click(screen.getByRole('button', { name: '个人赛况' }));
  expect(screen.getByTestId('at').textContent).toBe('/ExchangeMonitor/raceSummarize');
});
