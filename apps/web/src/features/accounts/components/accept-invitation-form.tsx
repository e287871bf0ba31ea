import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { acceptInvitationInputSchema } from '@partsflow/contracts';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field/password-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useAcceptInvitation, type Invitation } from '../api/invitations.ts';
import { FormError } from './form-error.tsx';

interface AcceptInvitationFormProps {
  token: string;
  invitation: Invitation;
  onAccepted: () => void;
}

export function AcceptInvitationForm({ token, invitation, onAccepted }: AcceptInvitationFormProps) {
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(acceptInvitationInputSchema),
    defaultValues: { token, name: invitation.name, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await accept.mutateAsync(values);
      onAccepted();
    } catch (err) {
      applyServerErrors(err, setError, ['name', 'password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message ?? errors.token?.message} />
        <TextInput label="Email" value={invitation.email} readOnly variant="filled" />
        <TextInput label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <PasswordField
          label="Password"
          description="At least 10 characters"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Accept invitation
        </Button>
      </Stack>
    </form>
  );
}
