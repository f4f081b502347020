import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** The headline figure; a card may carry a breakdown alone. */
  value?: number | string;
  /** A line under the figure: a breakdown or a way to act on it. */
  children?: ReactNode;
}

/** One figure of the dashboard. The label is a heading so screen-reader users can jump between cards. */
export function StatCard({ label, value, children }: StatCardProps) {
  return (
    <div className="col">
      <div className="card h-100 shadow-sm">
        <div className="card-body">
          <h2 className="h6 text-body-secondary text-uppercase mb-2">{label}</h2>
          {value !== undefined && <p className="display-6 fw-semibold mb-1">{value}</p>}
          {children && <div className="text-body-secondary">{children}</div>}
        </div>
      </div>
    </div>
  );
}
