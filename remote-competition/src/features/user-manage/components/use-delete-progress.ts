import { USER_PUSHES, onUserPush } from '@portal/shared-kit';
import { App } from 'antd';
import { useEffect, useRef } from 'react';

/** The DeleteProgress push as the server sends it (features/users). */
interface DeleteProgress {
  complete?: boolean;
  successnum?: number;
  msg?: string;
}

/** Spec §8: a finished user delete reads 删除完成; the list is read again. */
export const DELETE_DONE = '删除完成';

/** Shows 删除完成 when the server pushes the end of a user delete, then calls `onDone`. */
export function useDeleteProgress(onDone: () => void): void {
  const { message } = App.useApp();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(
    () =>
      onUserPush(USER_PUSHES.DELETE_PROGRESS, (payload: unknown) => {
        const p = (payload ?? {}) as DeleteProgress;
        if (!p.complete) return;
        void message.success(DELETE_DONE);
        done.current();
      }),
    [message],
  );
}
