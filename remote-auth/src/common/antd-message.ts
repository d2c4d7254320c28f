import { message } from 'antd';

/** antd's message, for toasts under a shell built before shared-kit's toasts (see kit-compat.tsx). */
export { message };
