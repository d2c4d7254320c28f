import type { Hub, HubLogger, HubUser } from './types';

/** Fire-and-forget pushes for features (the shape of `HubPush` in server/src/http/hub-push.ts). */
export interface HubPushAdapter {
  toUser(userId: number | string, target: string, payload: unknown): void;
  toGroup(group: string, target: string, payload: unknown): void;
  toAll(target: string, payload: unknown): void;
}

/**
 * Wraps a hub for code that pushes without waiting: each push goes out at once and a failure
 * (e.g. Redis unreachable) is logged instead of surfacing as an unhandled rejection.
 */
export function createHubPush<TUser extends HubUser>(
  hub: Hub<TUser>,
  logger?: Pick<HubLogger, 'error'>,
): HubPushAdapter {
  const report = (to: string, target: string) => (error: unknown) =>
    logger ? logger.error({ err: error, to, target }, 'hub push failed') : console.error(error);
  return {
    toUser: (userId, target, payload) => {
      hub.sendUser(String(userId), target, payload).catch(report(`user:${userId}`, target));
    },
    toGroup: (group, target, payload) => {
      hub.sendGroup(group, target, payload).catch(report(`group:${group}`, target));
    },
    toAll: (target, payload) => {
      hub.sendAll(target, payload).catch(report('all', target));
    },
  };
}
