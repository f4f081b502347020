import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_LANGUAGE, directionOf, DOCUMENT_LABELS_MAX, DOCUMENT_LABEL_MAX, type Language, type LocalText, type SettingsSchema } from '@visadesk/contract';
import { useState } from 'react';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useShownMessage } from '../../../i18n/use-shown-message';

type SettingsInput = z.input<typeof SettingsSchema>;

/** One label a line; blank lines are not labels. */
export function labelsFromText(text: string): string[] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}

const sameLabels = (a: readonly string[], b: readonly LocalText[]) => a.length === b.length && a.every((label, i) => label === b[i]?.en);

/** The English lines as labels, each keeping the other versions of the label it already was. */
const withVersions = (lines: string[], labels: readonly LocalText[]): LocalText[] =>
  lines.map((en) => ({ ...labels.find((label) => label.en.toLowerCase() === en.toLowerCase()), en }));

/** The list's own message (too many, none, a label twice), else the first label's. */
function messageOf(errors: FieldErrors<SettingsInput>): string | undefined {
  const list = errors.documentLabels;
  if (!list) return undefined;
  if (list.message) return list.message;
  if (list.root?.message) return list.root.message;
  const items = Array.isArray(list) ? (list as ({ message?: string; en?: { message?: string } } | undefined)[]) : [];
  const item = items.find((entry) => entry?.message ?? entry?.en?.message);
  return item?.message ?? item?.en?.message;
}

interface DocumentLabelsFieldProps {
  control: Control<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
  /** The version being written: English lists the labels, one a line; another language translates each. */
  language: Language;
}

/**
 * The checklist staff label extra documents from. In English, one label a line: the text is kept as
 * typed (a new empty line stays while it is being written); the form holds the labels it lists. In
 * another language, one field a label, for the version the applicant copy and email show.
 */
export function DocumentLabelsField({ control, errors, language }: DocumentLabelsFieldProps) {
  const { field: { value: labels, onChange, onBlur, name, ref } } = useController({ control, name: 'documentLabels' });
  const [typed, setText] = useState(() => labels.map((label) => label.en).join('\n'));
  const { t } = useLingui();
  const shown = useShownMessage();
  const maxLabels = DOCUMENT_LABELS_MAX;
  const maxLength = DOCUMENT_LABEL_MAX;
  // A save (or a reset) that changes the labels shows them as saved: one a line.
  const text = sameLabels(labelsFromText(typed), labels) ? typed : labels.map((label) => label.en).join('\n');
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Extra document labels</Trans>
      </legend>
      {language === DEFAULT_LANGUAGE ? (
        <TextAreaField
          label={t`Labels, one a line`}
          name={name}
          ref={ref}
          rows={Math.min(Math.max(labels.length + 1, 4), DOCUMENT_LABELS_MAX)}
          value={text}
          hint={t`Staff choose from these when they attach an extra document to an application: at most ${maxLabels} labels of up to ${maxLength} characters, none twice.`}
          error={shown(messageOf(errors))}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            onChange(withVersions(labelsFromText(event.target.value), labels));
          }}
        />
      ) : (
        labels.map((label, index) => (
          <InputField
            key={label.en}
            label={label.en}
            lang={language}
            dir={directionOf(language)}
            maxLength={DOCUMENT_LABEL_MAX}
            placeholder={label.en}
            hint={index === 0 ? t`Leave empty to show the English.` : undefined}
            value={label[language] ?? ''}
            onBlur={onBlur}
            onChange={(event) => onChange(labels.map((entry, at) => (at === index ? { ...entry, [language]: event.target.value } : entry)))}
          />
        ))
      )}
    </fieldset>
  );
}
