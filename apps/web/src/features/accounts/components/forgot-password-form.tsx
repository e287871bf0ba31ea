import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { requestPasswordResetInputSchema } from '@partsflow/contracts';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/password-resets.ts';
import { FormError } from './form-error.tsx';

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(requestPasswordResetInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (err) {
      applyServerErrors(err, setError, ['email']);
    }
  });

  if (request.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
        {RESET_REQUESTED_MESSAGE}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you sign in with and we will send you a link to choose a new password.
        </Text>
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
