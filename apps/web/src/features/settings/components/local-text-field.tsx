import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, type Language, type SettingsSchema } from '@visadesk/contract';
import { useWatch, type Control, type FieldError, type FieldPath, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useShownMessage } from '../../../i18n/use-shown-message';

type SettingsInput = z.input<typeof SettingsSchema>;

/** The errors of one text: one per version (`en`, `ne`…), or the text's own. */
export type TextErrors = Partial<Record<Language, FieldError>> & { message?: string } | undefined;

export interface LocalTextFieldProps {
  control: Control<SettingsInput>;
  register: UseFormRegister<SettingsInput>;
  /** Where the text is in the settings: `homeTexts.heroHeading`, `nextSteps.pending`. */
  name: string;
  /** The version being written. */
  language: Language;
  label: string;
  maxLength: number;
  rows?: number;
  multiline?: boolean;
  errors: TextErrors;
}

const nameOf = (language: Language) => LANGUAGES.find((candidate) => candidate.code === language)?.name ?? language;

/**
 * One version of a Settings text: the input writes `<name>.<language>`, in that language's
 * direction. Another language shows the English as its placeholder and says that an empty version
 * shows the English. A message about another version names its language, so a missing English
 * heading is not hidden while the Nepali is being written.
 */
export function LocalTextField({ control, register, name, language, label, maxLength, rows = 2, multiline = false, errors }: LocalTextFieldProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const english = useWatch({ control, name: `${name}.en` as FieldPath<SettingsInput> }) as string | undefined;
  const own = errors?.[language]?.message;
  const other = LANGUAGES.find(({ code }) => code !== language && errors?.[code]?.message);
  const otherMessage = other ? `${other.name}: ${shown(errors?.[other.code]?.message) ?? ''}` : undefined;
  const error = shown(own) ?? shown(errors?.message) ?? otherMessage;
  const languageName = nameOf(language);
  const field = {
    label: language === DEFAULT_LANGUAGE ? label : `${label} (${languageName})`,
    maxLength,
    lang: language,
    dir: directionOf(language),
    placeholder: language === DEFAULT_LANGUAGE ? undefined : english,
    hint: language === DEFAULT_LANGUAGE ? undefined : t`Leave empty to show the English.`,
    error,
    ...register(`${name}.${language}` as FieldPath<SettingsInput>),
  };
  // Keyed by language: a new input for each version, never the last version's words left in an uncontrolled input.
  return multiline ? <TextAreaField key={language} rows={rows} {...field} /> : <InputField key={language} {...field} />;
}

interface TextLanguagePickerProps {
  value: Language;
  onChange: (language: Language) => void;
}

/**
 * Which version of every text the form shows: one choice for the whole form, so the owner writes
 * the Nepali of every text in one pass. Radio buttons: arrow keys move between them. Switching
 * loses nothing; one Save keeps every version.
 */
export function TextLanguagePicker({ value, onChange }: TextLanguagePickerProps) {
  const { t } = useLingui();
  return (
    <fieldset className="mb-3 p-2 border rounded bg-white sticky-top">
      <legend className="h6 mb-1 float-none w-auto">{t`Language of the texts`}</legend>
      <p className="form-text mt-0">
        {t`Next steps, home page texts, document slot names and extra document labels have a version per language. Where one is empty, the English shows.`}
      </p>
      <div className="d-flex flex-wrap gap-3">
        {LANGUAGES.map(({ code, name }) => (
          <div key={code} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="text-language"
              id={`text-language-${code}`}
              value={code}
              checked={value === code}
              onChange={() => onChange(code)}
            />
            <label className="form-check-label" htmlFor={`text-language-${code}`} lang={code}>
              {name}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
