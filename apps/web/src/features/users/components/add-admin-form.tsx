import { AddUserSchema, PAGES, type Role } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import type { NoticeState } from '../../../lib/location-notice';
import { useMessageForm } from '../../../lib/use-message-form';
import { ROLE_OPTIONS } from './role-options';
import { StaffFormFrame } from './staff-form-frame';
import { addUserErrorMessage, useAddUserMutation } from '../api/add-user';

const MESSAGE_ID = 'add-admin-message';

export function AddAdminForm() {
  const navigate = useNavigate();
  const [addUser] = useAddUserMutation();
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: AddUserSchema,
    defaultValues: { name: '', email: '', password: '', role: 'admin' as Role },
    send: async (account) => {
      const answer = await addUser(account).unwrap();
      // DESIGN.md: back to the list (not the login page), which confirms the new account.
      const state: NoticeState = { notice: answer?.message || SUCCESS_MESSAGES.staffAdded(account.name) };
      await navigate(PAGES.userManagement, { state });
    },
    failureMessage: addUserErrorMessage,
  });

  return (
    <StaffFormFrame messageId={MESSAGE_ID} message={message} pending={pending} submitLabel="Add User" onSubmit={onSubmit}>
      <TextField label="Name" autoComplete="off" invalid={invalid('name')} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="off" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" invalid={invalid('password')} describedBy={MESSAGE_ID} {...register('password')} />
      <SelectField label="Role" options={ROLE_OPTIONS} error={undefined} {...register('role')} />
    </StaffFormFrame>
  );
}
