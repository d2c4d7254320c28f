export * from './cluster';
export { LOCK_SPACE, type Leadership } from './leader';
export {
  memoryCallCounters,
  memoryCounters,
  redisCallCounters,
  redisCounters,
  type CallCounter,
  type CallCounterFactory,
  type CallVerdict,
  type HitCounter,
  type HitCounterFactory,
} from './rate-limits';
