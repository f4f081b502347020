interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
}

/** Prev/Next with 'Page X of Y'; an empty list still reads as one page. */
export function Pager({ page, totalPages, onPageChange, label = 'Pagination' }: PagerProps) {
  const lastPage = Math.max(1, totalPages);
  return (
    <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label={label}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Prev
      </button>
      <span aria-live="polite">{`Page ${page} of ${lastPage}`}</span>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
