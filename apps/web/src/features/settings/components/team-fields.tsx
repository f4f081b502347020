import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PORTRAIT, HOME_PERSON_NAME_MAX, HOME_TEAM_MAX, type SettingsSchema } from '@visadesk/contract';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { EditableList, listMessage } from './editable-list';
import type { TextFieldsProps } from './home-text-fields';
import { ImageField } from './image-field';
import { LocalTextField, type TextErrors } from './local-text-field';

type SettingsInput = z.input<typeof SettingsSchema>;

const ROLE_MAX = 120;
const PHOTO_SIDE = 96;

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

/** One person: the name as they write it, the role in the language being written, the photo. */
function MemberFields({ index, ...fields }: TextFieldsProps & { index: number }) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const own = fields.errors.homeTexts?.team?.[index];
  return (
    <>
      <InputField
        label={t`Name`}
        dir="auto"
        autoComplete="off"
        maxLength={HOME_PERSON_NAME_MAX}
        error={shown(own?.name?.message ?? own?.message)}
        {...fields.register(`homeTexts.team.${index}.name`)}
      />
      <LocalTextField {...fields} name={`homeTexts.team.${index}.role`} label={t`Role`} maxLength={ROLE_MAX} errors={own?.role as TextErrors} />
      <TeamPhoto control={fields.control} index={index} error={own?.photo?.message} />
    </>
  );
}

/** The agency's people as the home page shows them: none until the owner adds someone. */
export function TeamFields(fields: TextFieldsProps) {
  const { control } = fields;
  const { t } = useLingui();
  const { fields: members, append, move, remove } = useFieldArray({ control, name: 'homeTexts.team' });
  const team = useWatch({ control, name: 'homeTexts.team' });
  const max = HOME_TEAM_MAX;
  const entries = members.map((member, index) => {
    const number = index + 1;
    return { key: member.id, legend: t`Team member ${number}`, fields: <MemberFields {...fields} index={index} /> };
  });
  const confirmText = (index: number) => {
    const name = team?.[index]?.name?.trim();
    return name
      ? t`${name} leaves the team list, with their role and photo. The home page changes when you save the settings.`
      : t`This team member leaves the list, with their role and photo. The home page changes when you save the settings.`;
  };
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
        listError={listMessage(fields.errors.homeTexts?.team)}
        confirmTitle={t`Remove this member?`}
        confirmText={confirmText}
        onAdd={() => append({ name: '', role: { en: '' }, photo: '' }, { focusName: `homeTexts.team.${members.length}.name` })}
        onMove={move}
        onRemove={remove}
      />
    </fieldset>
  );
}
