import { createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useSelector } from 'react-redux';
import { put, take } from 'redux-saga/effects';
import { getAppStore } from './app-store';
import { createAppStore } from './create-app-store';
import { StoreProvider } from './store-provider';
import { useInjected } from './use-injected';

const notices = createSlice({
  name: 'notices',
  initialState: { unread: 2 },
  reducers: {
    read: (state) => {
      state.unread -= 1;
    },
  },
});

function* readOnOpen() {
  while (true) {
    yield take('notices/open');
    yield put(notices.actions.read());
  }
}

function NoticeBadge() {
  useInjected({ key: 'notices', reducer: notices.reducer, saga: readOnOpen });
  const unread = useSelector((state: { notices: { unread: number } }) => state.notices.unread);
  return <span>{`未读 ${unread}`}</span>;
}

describe('useInjected', () => {
  it('injects the reducer before the first render reads it, and runs the saga once', () => {
    const store = createAppStore();
    render(
      <StrictMode>
        <StoreProvider store={store}>
          <NoticeBadge />
          <NoticeBadge />
        </StoreProvider>
      </StrictMode>,
    );
    expect(screen.getAllByText('未读 2')).toHaveLength(2);
    act(() => {
      store.dispatch({ type: 'notices/open' });
    });
    expect(screen.getAllByText('未读 1')).toHaveLength(2);
  });

  it('uses the page store when no store is given', () => {
    render(
      <StoreProvider>
        <NoticeBadge />
      </StoreProvider>,
    );
    expect(getAppStore().hasReducer('notices')).toBe(true);
    expect(getAppStore()).toBe(getAppStore());
  });
});
