import { Trans, useLingui } from '@lingui/react/macro';
import { AddUserSchema, PAGES, type Role } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import type { NoticeState } from '../../../lib/location-notice';
import { useMessageForm } from '../../../lib/use-message-form';
import { roleOptions } from './role-options';
import { StaffFormFrame } from './staff-form-frame';
import { accountErrorMessage } from '../../../lib/account-error-message';
import { useAddStaffMutation } from '../api/add-staff';

const MESSAGE_ID = 'add-staff-message';

export function AddStaffForm() {
  const navigate = useNavigate();
  const [addStaff] = useAddStaffMutation();
  const { i18n, t } = useLingui();
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: AddUserSchema,
    // No password: the new staff member is emailed a link to choose their own.
    defaultValues: { name: '', email: '', role: 'admin' as Role },
    send: async (account) => {
      const answer = await addStaff(account).unwrap();
      // A deliberate departure (design notes): back to the list (not the login page), which confirms the new account.
      const state: NoticeState = { notice: answer?.message || i18n._(SUCCESS_MESSAGES.staffAdded(account.name)) };
      await navigate(PAGES.userManagement, { state });
    },
    failureMessage: accountErrorMessage,
  });

  return (
    <StaffFormFrame messageId={MESSAGE_ID} message={message} pending={pending} submitLabel={t`Add User`} onSubmit={onSubmit}>
      <TextField label={t`Name`} autoComplete="off" invalid={invalid('name')} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label={t`Email`} type="email" autoComplete="off" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <SelectField label={t`Role`} options={roleOptions(i18n)} error={undefined} {...register('role')} />
      <p className="form-text mb-3">
        <Trans>We email them a link to choose their own password; it works once, for 7 days. Nobody else ever knows their password.</Trans>
      </p>
    </StaffFormFrame>
  );
}
