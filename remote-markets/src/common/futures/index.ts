export { FuturesSection } from './futures-section';
export type { FuturesKind } from './futures-api';
export { accountParams } from './futures-api';
