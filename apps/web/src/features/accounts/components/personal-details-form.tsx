import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES, personalDetailsInputSchema, type SessionUser } from '@partsflow/contracts';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useUpdatePersonalDetails } from '../api/settings.ts';

/** Account tab 0: Name and Email (both required) and Update. */
export function PersonalDetailsForm({ user }: { user: SessionUser }) {
  const update = useUpdatePersonalDetails();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(personalDetailsInputSchema),
    defaultValues: { name: user.name, email: user.email },
  });

  const onSubmit = handleSubmit(async (values) => {
    const res = await mutateWithToast(update.mutateAsync(values), {
      success: ACCOUNT_MESSAGES.detailsUpdated,
      error: ACCOUNT_MESSAGES.updateFailed,
    });
    if (!res.ok) {
      if (res.error instanceof ApiError && res.error.code === 'email_taken') {
        setError('email', { type: 'server', message: res.error.message });
      } else applyServerErrors(res.error, setError, ['name', 'email'], { root: false });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Name"
          withAsterisk
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} w="fit-content">
          Update
        </Button>
      </Stack>
    </form>
  );
}
