import type { ReactNode } from 'react';

interface DataTableProps {
  /** The column headings, as the desk writes them (in capitals). */
  headings: readonly ReactNode[];
  /** Bootstrap's classes beside `table align-middle`: `table-striped bg-white`, `table-sm stacked-table`… */
  className: string;
  /** The heading that names the table, when one does. */
  labelledBy?: string;
  /** The rows. */
  children: ReactNode;
}

/** A table of the desk: one heading per column, scrolling within itself on a narrow screen. */
export function DataTable({ headings, className, labelledBy, children }: DataTableProps) {
  return (
    <div className="table-responsive">
      <table className={`table align-middle ${className}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
