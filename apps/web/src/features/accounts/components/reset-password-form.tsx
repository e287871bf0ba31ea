import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { resetPasswordInputSchema } from '@partsflow/contracts';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field/password-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/password-resets.ts';
import { FormError } from './form-error.tsx';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onDone();
    } catch (err) {
      applyServerErrors(err, setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message ?? errors.token?.message} />
        <PasswordField
          label="New password"
          description="At least 10 characters"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
