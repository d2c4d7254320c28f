import type { AppState } from '@portal/shared-kit';
import type { ChromeState } from './chrome.slice';

/** Key of the chrome's state in the portal store. */
export const CHROME_KEY = 'chrome';

export const selectChrome = (state: AppState): ChromeState => state[CHROME_KEY] as ChromeState;
