/**
 * Drawn inline instead of Bootstrap's navbar-toggler-icon, which is a data: URL image that a
 * strict Content-Security-Policy may block.
 */
export function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
