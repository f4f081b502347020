interface ProgressBarProps {
  /** How far along, from 0 to 1. */
  value: number;
  label: string;
}

/** A labelled progress bar; the native element needs no inline width, which the CSP would refuse. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="my-3">
      <div className="d-flex justify-content-between small mb-1" aria-hidden="true">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <progress
        className="progress-meter w-100"
        max={100}
        value={percent}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      />
    </div>
  );
}
