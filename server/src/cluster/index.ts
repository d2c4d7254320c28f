export * from './cluster';
export { LOCK_SPACE, type Leadership } from './leader';
export {
  memoryCounters,
  redisCounters,
  type HitCounter,
  type HitCounterFactory,
} from './rate-limits';
