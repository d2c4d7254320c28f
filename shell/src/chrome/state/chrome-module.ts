import { useInjected } from '@portal/shared-kit';
import { chromeSaga } from './chrome.saga';
import { CHROME_KEY } from './chrome.selectors';
import { chromeSlice } from './chrome.slice';

/** Injects the chrome's reducer and saga into the portal store. */
export function useChromeModule(): void {
  useInjected({ key: CHROME_KEY, reducer: chromeSlice.reducer, saga: chromeSaga });
}
