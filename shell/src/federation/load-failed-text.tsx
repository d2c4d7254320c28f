/** The words of a remote area that failed to load (spec: a clear, retryable error in its frame). */
export const LOAD_FAILED = {
  TITLE: '页面模块加载失败',
  DETAIL: '该功能模块暂时无法加载，可能是网络异常或服务正在更新，请稍后重试。其他功能不受影响。',
  RETRY: '重新加载',
} as const;

/** The failure view without antd: shown while antd's (load-failed.tsx) is fetched, or instead of it. */
export function PlainLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="remote-area-failed" role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h3>{LOAD_FAILED.TITLE}</h3>
      <p>{LOAD_FAILED.DETAIL}</p>
      <button type="button" onClick={onRetry}>
        {LOAD_FAILED.RETRY}
      </button>
    </div>
  );
}
