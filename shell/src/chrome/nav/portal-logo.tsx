/** The portal's mark: a rising candlestick chart in a rounded square. */
export function PortalLogo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1f5fbf" />
      <path d="M6 22 L12 16 L17 19 L26 9" stroke="#ffd666" strokeWidth="2.4" fill="none" />
      <rect x="8" y="18" width="3" height="8" rx="1" fill="#fff" />
      <rect x="14" y="15" width="3" height="11" rx="1" fill="#fff" />
      <rect x="20" y="11" width="3" height="15" rx="1" fill="#fff" />
    </svg>
  );
}
