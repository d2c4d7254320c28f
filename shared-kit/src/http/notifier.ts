import { toasts } from '../ui/toasts';

/** Shows an error toast; injectable so tests and other hosts can watch what the user is told. */
export interface Notifier {
  error(text: string, seconds: number): void;
}

/** Error toasts through antd's global message API (fetched with the first toast). */
export const antdNotifier: Notifier = {
  error(text, seconds) {
    toasts.error(text, seconds);
  },
};
