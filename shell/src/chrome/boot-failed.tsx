/** Shown when the portal manifest cannot be read: plain markup, nothing federated is needed. */
export function BootFailed() {
  return (
    <div style={{ padding: '120px 24px', textAlign: 'center', color: '#1f3a68' }}>
      <h2>平台暂时无法访问</h2>
      <p>无法读取平台配置，请检查网络后重试。</p>
      <button type="button" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </div>
  );
}
