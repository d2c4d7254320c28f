import { message } from 'antd';

/** Shows an error toast; injectable so tests and other hosts can watch what the user is told. */
export interface Notifier {
  error(text: string, seconds: number): void;
}

/** Error toasts through antd's global message API. */
export const antdNotifier: Notifier = {
  error(text, seconds) {
    void message.error(text, seconds);
  },
};
