import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@partsflow/contracts';
import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useSignUp } from '../api/settings.ts';
import { FormError } from './form-error.tsx';

/** The spec's redirect delay after 'Account updated' (marketplace spec 2.2, 9). */
export const SIGN_UP_REDIRECT_MS = 1500;

const required = z.string().trim().min(1, 'This field is required');
const formSchema = z.object({
  name: required,
  company: required,
  email: required.pipe(z.email('Enter a valid email address')),
});

/**
 * Account Setup (marketplace spec 2.2): Your Name, Company Name, Email Address, then Continue. On success the toast
 * 'Account updated' shows and `onDone` runs with the returned url after 1.5 s.
 */
export function SignUpForm({ onDone }: { onDone: (url: string) => void }) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { name: '', company: '', email: '' } });

  const onSubmit = handleSubmit(async (v) => {
    const res = await mutateWithToast(
      signUp.mutateAsync({ account: { user: { name: v.name, email: v.email }, team: { name: v.company } } }),
      { success: ACCOUNT_MESSAGES.accountUpdated, error: ACCOUNT_MESSAGES.accountUpdateFailed },
    );
    if (res.ok) {
      await new Promise((resolve) => setTimeout(resolve, SIGN_UP_REDIRECT_MS));
      onDone(res.data.url);
      return;
    }
    const err = res.error;
    if (err instanceof ApiError && err.code === 'email_taken') {
      setError('email', { type: 'server', message: err.message });
    } else if (err instanceof ApiError && err.details.length) {
      for (const d of err.details) {
        const field = d.path[d.path.length - 2] === 'team' ? 'company' : d.path[d.path.length - 1];
        if (field === 'name' || field === 'email' || field === 'company') {
          setError(field, { type: 'server', message: d.message });
        }
      }
    } else {
      setError('root.server', { type: 'server', message: ACCOUNT_MESSAGES.accountUpdateFailed });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label="Your Name"
          withAsterisk
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="Company Name"
          withAsterisk
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextInput
          label="Email Address"
          type="email"
          withAsterisk
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitSuccessful} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
