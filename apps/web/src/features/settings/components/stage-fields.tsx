import { useLingui } from '@lingui/react/macro';
import { STAGE_DAYS_MAX, STAGE_NAME_MAX } from '@visadesk/contract';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { StageDocumentsField, type DocumentChoice } from './stage-documents-field';
import { OTHER_LANGUAGES, type StagesFormValues } from './stages-form';

export interface StageFieldsProps {
  index: number;
  control: Control<StagesFormValues>;
  register: UseFormRegister<StagesFormValues>;
  errors: FieldErrors<StagesFormValues>;
  /** Saved before: its id is fixed. A new stage's id follows its name until it is saved. */
  saved: boolean;
  id: string;
  /** The name as typed: the other languages' placeholder. */
  name: string;
  visible: boolean;
  documentChoices: readonly DocumentChoice[];
  onNewName: (index: number, name: string) => void;
}

type OwnProps = Pick<StageFieldsProps, 'index' | 'register' | 'errors'>;

/** A stage's names in the site's other languages, each in its own script and direction. */
function OtherNames({ index, register, errors, english }: OwnProps & { english: string }) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const own = errors.stages?.[index]?.names;
  return (
    <div className="row g-2">
      <p className="form-text col-12 my-0">{t`The name in the site's other languages: where one is left empty, the English shows.`}</p>
      {OTHER_LANGUAGES.map(({ code, name, dir }) => (
        <div key={code} className="col-12 col-sm-6 col-lg-4">
          <InputField
            label={t`Name (${name})`}
            lang={code}
            dir={dir}
            maxLength={STAGE_NAME_MAX}
            placeholder={english}
            error={shown(own?.[code]?.message ?? own?.message)}
            {...register(`stages.${index}.names.${code}`)}
          />
        </div>
      ))}
    </div>
  );
}

/** Who sees the stage, whether moving to it emails the applicant (only one who sees it), and where it is used. */
function StageFlags({ index, register, errors, visible }: OwnProps & { visible: boolean }) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const own = errors.stages?.[index];
  return (
    <div className="d-flex flex-wrap column-gap-4">
      <CheckboxField label={t`Applicant sees it`} error={shown(own?.visible?.message)} {...register(`stages.${index}.visible`)} />
      <CheckboxField
        label={t`Email the applicant when moved here`}
        hint={visible ? undefined : t`Only a stage the applicant sees emails them.`}
        disabled={!visible}
        error={shown(own?.email?.message)}
        {...register(`stages.${index}.email`)}
      />
      <CheckboxField label={t`Archived`} hint={t`Kept for the applications in it; offered for no new move.`} {...register(`stages.${index}.archived`)} />
      <CheckboxField label={t`In the default list`} hint={t`Off: only the countries' lists that name it use it.`} {...register(`stages.${index}.inDefault`)} />
    </div>
  );
}

/** Everything a stage is: its names, its days, who sees it, what it expects. */
export function StageFields({ index, control, register, errors, saved, id, name, visible, documentChoices, onNewName }: StageFieldsProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const own = errors.stages?.[index];
  const onChange = (event: { target: { value: string } }) => {
    if (!saved) onNewName(index, event.target.value);
  };
  return (
    <div className="pt-2">
      <div className="row g-2">
        <div className="col-12 col-md-8">
          <InputField
            label={t`Name`}
            maxLength={STAGE_NAME_MAX}
            autoComplete="off"
            hint={saved ? t`Id: ${id} (applications keep it whatever the stage is called).` : t`Id, made from the name: ${id}.`}
            error={shown(own?.name?.message ?? own?.id?.message ?? own?.message)}
            {...register(`stages.${index}.name`, { onChange })}
          />
        </div>
        <div className="col-8 col-sm-6 col-md-4">
          <InputField
            label={t`Days it usually takes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={STAGE_DAYS_MAX}
            step={1}
            hint={t`0: no due date.`}
            error={shown(own?.days?.message)}
            {...register(`stages.${index}.days`, { valueAsNumber: true })}
          />
        </div>
      </div>
      <OtherNames index={index} register={register} errors={errors} english={name} />
      <StageFlags index={index} register={register} errors={errors} visible={visible} />
      <StageDocumentsField control={control} index={index} choices={documentChoices} error={shown(own?.documents?.message ?? own?.documents?.root?.message)} />
    </div>
  );
}
