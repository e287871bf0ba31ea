import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES, inviteMemberInputSchema, type MembershipRole } from '@partsflow/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useInviteMember } from '../api/members.ts';
import { NO_ROLES, ROLE_LABELS, toggleRole } from '../utils/roles.ts';
import { FormError } from './form-error.tsx';

interface InviteMemberModalProps {
  opened: boolean;
  onClose: () => void;
}

// Admin first, then the roles it implies, as the spec lists them.
const ROLE_ORDER: MembershipRole[] = ['admin', 'editor', 'viewer', 'billing'];

export function InviteMemberModal({ opened, onClose }: InviteMemberModalProps) {
  const invite = useInviteMember();
  // The tickboxes depend on each other, so they live in one state object beside the form.
  const [roles, setRoles] = useState(NO_ROLES);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(inviteMemberInputSchema.pick({ name: true, email: true })),
    defaultValues: { name: '', email: '' },
  });

  function close() {
    reset();
    setRoles(NO_ROLES);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    // A refusal is shown on the form, where the person is looking, rather than in a toast.
    const sent = await mutateWithToast(invite.mutateAsync({ ...values, ...roles }), {
      success: ACCOUNT_MESSAGES.invited,
      error: false,
    });
    if (sent.ok) close();
    else applyServerErrors(sent.error, setError, ['name', 'email']);
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite Team Member" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={errors.root?.server?.message} />
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          {/* Not a Checkbox.Group: its value would override each box's own checked state. */}
          <Fieldset legend="Roles" variant="unstyled">
            <Text size="xs" c="dimmed">
              Admin includes every other role.
            </Text>
            <SimpleGrid cols={2} mt="xs" spacing="xs">
              {ROLE_ORDER.map((role) => (
                <Checkbox
                  key={role}
                  label={ROLE_LABELS[role]}
                  checked={roles[role]}
                  onChange={(e) => setRoles(toggleRole(roles, role, e.currentTarget.checked))}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
