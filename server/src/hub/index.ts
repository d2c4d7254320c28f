/** The SignalR-compatible hub: the server's real-time door (see signalr-protocol.md). */
export {
  AddressLimits,
  clientAddress,
  type AddressLimitOptions,
  type AddressVerdict,
} from './address-limits';
export { createHub } from './hub';
export { HubError } from './hub-error';
export { createHubPush, type HubPushAdapter } from './hub-push';
export { MemoryBackplane } from './memory-backplane';
export { RedisBackplane, redisChannelName, type RedisBackplaneOptions } from './redis-backplane';
export { userGroup } from './fanout';
export type {
  CloseConnectionOptions,
  Hub,
  HubBackplane,
  HubChannel,
  HubConnectionInfo,
  HubLogger,
  HubMethodContext,
  HubOptions,
  HubUser,
} from './types';
