import { getAccountExpiry } from './api/get-account-expiry';
import { logout } from './api/logout';

/** The training shell's own endpoint clients. */
export const shellOps = {
  logout: () => logout(),
  getAccountExpiry: () => getAccountExpiry(),
};
