import { useLingui } from '@lingui/react/macro';
import { PAGES, UpdateUserSchema, type User } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import type { NoticeState } from '../../../lib/location-notice';
import { useMessageForm } from '../../../lib/use-message-form';
import { roleOptions } from './role-options';
import { StaffFormFrame } from './staff-form-frame';
import { updateStaffErrorMessage, useUpdateStaffMutation } from '../api/update-staff';

const MESSAGE_ID = 'edit-staff-message';

export function EditStaffForm({ account }: { account: User }) {
  const navigate = useNavigate();
  const [updateStaff] = useUpdateStaffMutation();
  const { i18n, t } = useLingui();
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: UpdateUserSchema,
    defaultValues: { name: account.name, email: account.email, role: account.role },
    send: async (changes) => {
      const answer = await updateStaff({ id: account._id, changes }).unwrap();
      const state: NoticeState = { notice: answer?.message || i18n._(SUCCESS_MESSAGES.staffUpdated(changes.name)) };
      await navigate(PAGES.userManagement, { state });
    },
    failureMessage: updateStaffErrorMessage,
  });

  return (
    <StaffFormFrame messageId={MESSAGE_ID} message={message} pending={pending} submitLabel={t`Save changes`} onSubmit={onSubmit}>
      <TextField label={t`Name`} autoComplete="off" invalid={invalid('name')} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label={t`Email`} type="email" autoComplete="off" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <SelectField label={t`Role`} options={roleOptions(i18n)} error={undefined} {...register('role')} />
    </StaffFormFrame>
  );
}
