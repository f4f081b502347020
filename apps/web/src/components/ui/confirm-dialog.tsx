import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmed action is in flight: confirming again is blocked. */
  pending?: boolean;
  /** The confirming button's look: red before a destructive action (the default), blue before sending something. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog; Escape cancels. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>, onCancel: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onCancel();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** While open, the safe choice has the focus; once closed, whatever opened the dialog gets it back. */
function useFocusWhileOpen(open: boolean, safeChoice: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    safeChoice.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open, safeChoice]);
}

interface ChoicesProps extends Pick<ConfirmDialogProps, 'confirmLabel' | 'onConfirm' | 'onCancel'> {
  cancelLabel: string;
  tone: 'danger' | 'primary';
  pending: boolean;
  cancelRef: RefObject<HTMLButtonElement | null>;
}

function DialogChoices({ confirmLabel, cancelLabel, tone, pending, onConfirm, onCancel, cancelRef }: ChoicesProps) {
  return (
    <div className="modal-footer">
      <button ref={cancelRef} type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        {confirmLabel}
      </button>
    </div>
  );
}

/**
 * A modal question before a destructive action. Focus starts on the safe choice, stays inside
 * while it is open (Tab wraps, Escape cancels) and goes back to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useFocusWhileOpen(open, cancelRef);
  if (!open) return null;
  const choices = { confirmLabel, cancelLabel: cancelLabel ?? t`Cancel`, tone, pending, onConfirm, onCancel, cancelRef };

  return (
    <>
      <div
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(event) => keepFocusInside(event, onCancel)}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 id={titleId} className="modal-title h5">
                {title}
              </h2>
            </div>
            <div id={bodyId} className="modal-body">
              {children}
            </div>
            <DialogChoices {...choices} />
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
