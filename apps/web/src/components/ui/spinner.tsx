/** Decorative: the control it sits in already says what is happening. */
export function Spinner() {
  return <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;
}
