// The one Beijing-time formatter lives in shared-kit; this name stays for the pages that import it.
export { formatTime } from '@portal/shared-kit';
