import { Trans, useLingui } from '@lingui/react/macro';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
}

/** Prev/Next with 'Page X of Y'; an empty list still reads as one page. */
export function Pager({ page, totalPages, onPageChange, label }: PagerProps) {
  const { t } = useLingui();
  const lastPage = Math.max(1, totalPages);
  return (
    <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label={label ?? t`Pagination`}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Trans>Prev</Trans>
      </button>
      <span aria-live="polite">{t`Page ${page} of ${lastPage}`}</span>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
