/** The consultancy's logo: a maple leaf on a passport-blue badge. Decorative beside the name. */
export function BrandMark() {
  return (
    <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#e0a100" />
      <path
        fill="#0b2545"
        d="M16 4l2 4.2 2.3-1.2-.6 5.3 3.3-3.3.8 2.2 3.2-.6-1.4 4 1.9 1.1-5.5 4.6.6 2.1-5.4-.8V27h-1.4v-5.4l-5.4.8.6-2.1L5.5 15.7l1.9-1.1-1.4-4 3.2.6.8-2.2 3.3 3.3-.6-5.3L15 8.2z"
      />
    </svg>
  );
}
