import { zodResolver } from '@hookform/resolvers/zod';
import { AddUserSchema, PAGES, ROLES, ROLE_LABELS, type Role } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { addUser, addUserErrorMessage } from '../api/add-user';
import { firstErrorMessage, requireAllFieldsFirst } from '../../../lib/all-fields-first';
import type { StaffNoticeState } from './staff-notice';

const MESSAGE_ID = 'add-admin-message';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function AddAdminForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: requireAllFieldsFirst(zodResolver(AddUserSchema)),
    defaultValues: { name: '', email: '', password: '', role: 'admin' as Role },
  });

  const onSubmit = handleSubmit(async (account) => {
    setFailure(null);
    try {
      const answer = await addUser(account);
      // DESIGN.md: back to the list (not the login page), which confirms the new account.
      const state: StaffNoticeState = { notice: answer?.message || `${account.name} was added.` };
      await navigate(PAGES.userManagement, { state });
    } catch (error) {
      setFailure(addUserErrorMessage(error));
    }
  });

  const message = firstErrorMessage(errors) ?? failure;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {message}
        </Alert>
      )}
      <TextField label="Name" autoComplete="off" invalid={Boolean(errors.name)} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="off" invalid={Boolean(errors.email)} describedBy={MESSAGE_ID} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" invalid={Boolean(errors.password)} describedBy={MESSAGE_ID} {...register('password')} />
      <SelectField label="Role" options={ROLE_OPTIONS} error={undefined} {...register('role')} />
      <div className="d-flex gap-2">
        <SubmitButton pending={isSubmitting} className="btn btn-primary">
          Add User
        </SubmitButton>
        <Link className="btn btn-outline-secondary" to={PAGES.userManagement}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
