import { useLingui } from '@lingui/react/macro';
import { DOCUMENT_SLOT_KEYS, type DocumentSlotKey, type LocalText } from '@visadesk/contract';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import type { StagesFormValues } from './stages-form';

/** A document a stage may expect: a slot by its key, or a label of the extra-documents checklist. */
export interface DocumentChoice {
  value: string;
  label: string;
  kind: 'slot' | 'checklist';
}

/** The twelve slots by the names the agency gave them, then the checklist's labels (English: what a stage keeps). */
export function documentChoicesOf(slotLabels: Readonly<Record<DocumentSlotKey, LocalText>>, documentLabels: readonly LocalText[]): DocumentChoice[] {
  return [
    ...DOCUMENT_SLOT_KEYS.map((key) => ({ value: key, label: slotLabels[key].en, kind: 'slot' as const })),
    ...documentLabels.map(({ en }) => ({ value: en, label: en, kind: 'checklist' as const })),
  ];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The choices a stage's documents are ticked among: a document the checklist no longer has stays until it is unticked (the server would refuse it). */
export function stageDocumentChoices(choices: readonly DocumentChoice[], documents: readonly string[], gone: (value: string) => string): DocumentChoice[] {
  const missing = documents.filter((document) => !choices.some((choice) => same(choice.value, document)));
  return [...choices, ...missing.map((value) => ({ value, label: gone(value), kind: 'checklist' as const }))];
}

/** The names of the documents a stage expects, in the choices' order. */
export const expectedDocuments = (choices: readonly DocumentChoice[], documents: readonly string[]): string[] =>
  choices.filter((choice) => documents.some((document) => same(document, choice.value))).map((choice) => choice.label);

interface StageDocumentsFieldProps {
  control: Control<StagesFormValues>;
  index: number;
  choices: readonly DocumentChoice[];
  error: string | undefined;
}

/** What a stage expects, ticked among the twelve slots and the checklist. */
export function StageDocumentsField({ control, index, choices, error }: StageDocumentsFieldProps) {
  const { t } = useLingui();
  const errorId = useId();
  const { field } = useController({ control, name: `stages.${index}.documents` });
  const documents = field.value ?? [];
  const all = stageDocumentChoices(choices, documents, (value) => t`${value} (no longer in the checklist)`);
  const ticked = (value: string) => documents.some((document) => same(document, value));
  const toggle = (value: string, on: boolean) => field.onChange(all.filter((choice) => (choice.value === value ? on : ticked(choice.value))).map((choice) => choice.value));
  const group = (kind: DocumentChoice['kind'], legend: string) => (
    <fieldset className="col-12 col-md-6" aria-describedby={error ? errorId : undefined}>
      <legend className="fs-6 fw-semibold">{legend}</legend>
      {all.filter((choice) => choice.kind === kind).map((choice) => (
        <CheckboxField key={choice.value} label={choice.label} name={field.name} checked={ticked(choice.value)} onBlur={field.onBlur} onChange={(event) => toggle(choice.value, event.target.checked)} />
      ))}
    </fieldset>
  );
  return (
    <fieldset className="mb-2">
      <legend className="h6">{t`Expected documents`}</legend>
      <div className="row g-2">
        {group('slot', t`Document slots`)}
        {group('checklist', t`Extra documents checklist`)}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      )}
    </fieldset>
  );
}
