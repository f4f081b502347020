import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_LOGO, DEFAULT_PORTRAIT, HOME_PERSON_NAME_MAX, HOME_TEAM_MAX, HOME_TESTIMONIAL_MAX, type SettingsSchema } from '@visadesk/contract';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useController, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InputField } from '../../../components/ui/input-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import type { TextFieldsProps } from './home-text-fields';
import { ImageField } from './image-field';
import { LocalTextField, type TextErrors } from './local-text-field';

type SettingsInput = z.input<typeof SettingsSchema>;

const ROLE_MAX = 120;
const QUOTE_MAX = 600;
const DETAIL_MAX = 120;
const PHOTO_SIDE = 96;
const LOGO_SIDE = 64;

/** A list's own message (too many), as react-hook-form keeps it. */
function listMessage(errors: { message?: string; root?: { message?: string } } | undefined): string | undefined {
  return errors?.message ?? errors?.root?.message;
}

/** The agency's logo at the top of every page: an upload, or the plain mark VisaDesk ships. */
export function LogoField({ control, errors }: { control: Control<SettingsInput>; errors: FieldErrors<SettingsInput> }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: 'logo' });
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Logo</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>Shown beside the consultancy name at the top of every page. The pages change only when you save the settings.</Trans>
      </p>
      <ImageField
        kind="logo"
        label={t`Upload a logo`}
        removeLabel={t`Remove the logo`}
        alt={t`Your logo`}
        value={field.value ?? ''}
        onChange={field.onChange}
        error={errors.logo?.message}
        fallback={{ source: DEFAULT_LOGO, note: t`No logo yet: the pages show this plain mark, which VisaDesk ships.` }}
        hint={t`A JPEG, PNG or WebP picture of up to 5 MB.`}
        size={LOGO_SIDE}
      />
    </fieldset>
  );
}

interface EditableListProps {
  count: number;
  max: number;
  /** Each entry's fieldset: its legend and fields, keyed by react-hook-form's id of the entry. */
  entries: { key: string; legend: string; fields: ReactNode }[];
  addLabel: string;
  removeLabel: string;
  /** Under the add button: how many the page shows, or that the list is full. */
  limitNote: string;
  fullNote: string;
  emptyNote: string;
  listError: string | undefined;
  confirmTitle: string;
  confirmText: (index: number) => string;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * A list the owner builds: entries in the order the home page shows them, each moved up or down
 * and removed after a confirmation, and one more added until the page's room is full. The focus
 * follows the entry moved, and goes to the add button once one is removed.
 */
function EditableList(props: EditableListProps) {
  const { count, max, entries, addLabel, removeLabel, limitNote, fullNote, emptyNote, listError, confirmTitle, confirmText, onAdd, onMove, onRemove } = props;
  const { t } = useLingui();
  const shown = useShownMessage();
  const id = useId();
  const [toRemove, setToRemove] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = count >= max;
  const buttonId = (index: number, direction: 'up' | 'down') => `${id}-${index}-${direction}`;

  const move = (from: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? from - 1 : from + 1;
    onMove(from, to);
    setTimeout(() => {
      const same = document.getElementById(buttonId(to, direction)) as HTMLButtonElement | null;
      const other = document.getElementById(buttonId(to, direction === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  return (
    <>
      {count === 0 && <p>{emptyNote}</p>}
      {entries.map(({ key, legend, fields }, index) => (
        <fieldset key={key} className="border rounded p-2 p-md-3 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-2">{legend}</legend>
          {fields}
          <div className="d-flex flex-wrap gap-2">
            <button type="button" id={buttonId(index, 'up')} className="btn btn-outline-secondary btn-sm" disabled={index === 0} onClick={() => move(index, 'up')}>
              {t`Move up`}
            </button>
            <button type="button" id={buttonId(index, 'down')} className="btn btn-outline-secondary btn-sm" disabled={index === count - 1} onClick={() => move(index, 'down')}>
              {t`Move down`}
            </button>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setToRemove(index)}>
              {removeLabel}
            </button>
          </div>
        </fieldset>
      ))}
      {listError && <div className="invalid-feedback d-block mb-2">{shown(listError)}</div>}
      <button ref={addButton} type="button" className="btn btn-outline-primary" disabled={full} aria-describedby={`${id}-limit`} onClick={onAdd}>
        {addLabel}
      </button>
      <p id={`${id}-limit`} className="form-text">
        {full ? fullNote : limitNote}
      </p>
      <ConfirmDialog
        open={toRemove !== null}
        title={confirmTitle}
        confirmLabel={t`Remove`}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove !== null) onRemove(toRemove);
          setToRemove(null);
          setTimeout(() => addButton.current?.focus());
        }}
      >
        <p className="mb-0">{toRemove !== null && confirmText(toRemove)}</p>
      </ConfirmDialog>
    </>
  );
}

function TeamPhoto({ control, index, error }: { control: Control<SettingsInput>; index: number; error: string | undefined }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: `homeTexts.team.${index}.photo` });
  return (
    <ImageField
      kind="photo"
      label={t`Upload a photo`}
      removeLabel={t`Remove photo`}
      alt={t`Photo preview`}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={error}
      fallback={{ source: DEFAULT_PORTRAIT, note: t`No photo: the home page shows a plain silhouette.` }}
      hint={t`A JPEG, PNG or WebP picture of up to 5 MB, cropped square.`}
      size={PHOTO_SIDE}
    />
  );
}

/** The agency's people as the home page shows them: none until the owner adds someone. */
export function TeamFields(fields: TextFieldsProps) {
  const { control, register, errors } = fields;
  const { t } = useLingui();
  const shown = useShownMessage();
  const { fields: members, append, move, remove } = useFieldArray({ control, name: 'homeTexts.team' });
  const names = useWatch({ control, name: 'homeTexts.team' });
  const teamErrors = errors.homeTexts?.team;
  const max = HOME_TEAM_MAX;
  const entries = members.map((member, index) => {
    const own = teamErrors?.[index];
    const number = index + 1;
    return {
      key: member.id,
      legend: t`Team member ${number}`,
      fields: (
        <>
          <InputField
            label={t`Name`}
            dir="auto"
            autoComplete="off"
            maxLength={HOME_PERSON_NAME_MAX}
            error={shown(own?.name?.message ?? own?.message)}
            {...register(`homeTexts.team.${index}.name`)}
          />
          <LocalTextField {...fields} name={`homeTexts.team.${index}.role`} label={t`Role`} maxLength={ROLE_MAX} errors={own?.role as TextErrors} />
          <TeamPhoto control={control} index={index} error={own?.photo?.message} />
        </>
      ),
    };
  });
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Team</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>The people of the agency, in the order the home page shows them, each with their role in every language you write it in.</Trans>
      </p>
      <EditableList
        count={members.length}
        max={max}
        entries={entries}
        addLabel={t`Add a team member`}
        removeLabel={t`Remove this member`}
        limitNote={t`The home page shows up to ${max} people.`}
        fullNote={t`The team is full: the home page shows at most ${max} people. Remove someone to add another.`}
        emptyNote={t`No one yet: the home page shows no team section until you add someone.`}
        listError={listMessage(teamErrors)}
        confirmTitle={t`Remove this member?`}
        confirmText={(index) => {
          const name = names?.[index]?.name?.trim();
          return name
            ? t`${name} leaves the team list, with their role and photo. The home page changes when you save the settings.`
            : t`This team member leaves the list, with their role and photo. The home page changes when you save the settings.`;
        }}
        onAdd={() => append({ name: '', role: { en: '' }, photo: '' }, { focusName: `homeTexts.team.${members.length}.name` })}
        onMove={move}
        onRemove={remove}
      />
    </fieldset>
  );
}

/** Clients' own words, published with their permission: none until the owner adds one. */
export function TestimonialFields(fields: TextFieldsProps) {
  const { control, register, errors } = fields;
  const { t } = useLingui();
  const shown = useShownMessage();
  const { fields: testimonials, append, move, remove } = useFieldArray({ control, name: 'homeTexts.testimonials' });
  const values = useWatch({ control, name: 'homeTexts.testimonials' });
  const listErrors = errors.homeTexts?.testimonials;
  const max = HOME_TESTIMONIAL_MAX;
  const entries = testimonials.map((testimonial, index) => {
    const own = listErrors?.[index];
    const number = index + 1;
    return {
      key: testimonial.id,
      legend: t`Testimonial ${number}`,
      fields: (
        <>
          <LocalTextField {...fields} name={`homeTexts.testimonials.${index}.quote`} label={t`The client's words`} multiline rows={3} maxLength={QUOTE_MAX} errors={own?.quote as TextErrors} />
          <InputField
            label={t`The client's name`}
            dir="auto"
            autoComplete="off"
            maxLength={HOME_PERSON_NAME_MAX}
            error={shown(own?.name?.message ?? own?.message)}
            {...register(`homeTexts.testimonials.${index}.name`)}
          />
          <LocalTextField
            {...fields}
            name={`homeTexts.testimonials.${index}.detail`}
            label={t`Who they are (optional)`}
            maxLength={DETAIL_MAX}
            errors={own?.detail as TextErrors}
          />
        </>
      ),
    };
  });
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Testimonials</Trans>
      </legend>
      <p className="form-text mt-0">
        <Trans>Publish a client's words and name only with their written permission, and keep it. Who they are is a short line, such as "Cook, now working in Doha".</Trans>
      </p>
      <EditableList
        count={testimonials.length}
        max={max}
        entries={entries}
        addLabel={t`Add a testimonial`}
        removeLabel={t`Remove this testimonial`}
        limitNote={t`The home page shows up to ${max} testimonials.`}
        fullNote={t`The home page shows at most ${max} testimonials. Remove one to add another.`}
        emptyNote={t`No testimonials yet: the home page shows no testimonials section until you add one.`}
        listError={listMessage(listErrors)}
        confirmTitle={t`Remove this testimonial?`}
        confirmText={(index) => {
          const name = values?.[index]?.name?.trim();
          return name
            ? t`The words of ${name} leave the list. The home page changes when you save the settings.`
            : t`This testimonial leaves the list. The home page changes when you save the settings.`;
        }}
        onAdd={() => append({ quote: { en: '' }, name: '', detail: { en: '' } }, { focusName: `homeTexts.testimonials.${testimonials.length}.quote.${fields.language}` })}
        onMove={move}
        onRemove={remove}
      />
    </fieldset>
  );
}
