import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { SignInInput } from '@partsflow/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-field/password-field.tsx';
import { lazyContractResolver } from '../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { urls } from '../../../lib/urls.ts';
import { useSignIn } from '../api/session.ts';
import { FormError } from './form-error.tsx';

// The sign-in page is the first screen of everyone: its validation (the contract's schema and zod) loads beside it.
const resolver = lazyContractResolver<SignInInput, SignInInput>(() =>
  import('../api/schemas.ts').then((m) => m.signInInputSchema),
);

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInInput>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (err) {
      applyServerErrors(err, setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.server?.message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={urls.forgotPassword()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
