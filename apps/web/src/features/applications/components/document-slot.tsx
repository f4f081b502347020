import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentInfo, DocumentSlot as Slot } from '@visadesk/contract';
import { useId } from 'react';
import { useSlotWords } from '../../../components/applicant/applicant-words';
import { DocumentPreview } from './document-preview';
import { inPageLanguage } from '../../../i18n/contract-texts';

interface DocumentSlotProps {
  slot: Slot;
  stored: DocumentInfo | undefined;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
  /** Asks to delete what the slot holds. */
  onDelete: () => void;
}

/** One of the twelve slots: what it holds now and a file input to replace it. */
export function DocumentSlot({ slot, stored, error, onChoose, onDelete }: DocumentSlotProps) {
  const { i18n, t } = useLingui();
  const label = useSlotWords()(slot.key).label.text;
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <li className="col-sm-6 col-xl-4 mb-3">
      <div className="document-slot card h-100">
        <div className="card-body">
          <label htmlFor={inputId} className="form-label fw-semibold">
            {label}
          </label>
          <div className="document-slot-preview mb-2">
            <DocumentPreview label={label} document={stored} />
          </div>
          {stored && (
            <button type="button" className="btn btn-sm btn-outline-danger mb-2 no-print" aria-label={t`Delete ${label}`} onClick={onDelete}>
              <Trans>Delete</Trans>
            </button>
          )}
          <input
            id={inputId}
            name={slot.key}
            type="file"
            className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
            accept="image/jpeg,image/png,application/pdf"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
          {error && (
            <div id={errorId} className="invalid-feedback">
              {inPageLanguage(i18n, error)}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
