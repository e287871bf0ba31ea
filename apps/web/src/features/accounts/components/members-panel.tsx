import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@partsflow/contracts';
import { useState } from 'react';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import type { TeamMember } from '../api/members.ts';
import { useRemoveMember } from '../api/settings.ts';
import { useSession } from '../api/session.ts';
import { IconUserPlus } from '@tabler/icons-react';
import { useMembers } from '../api/members.ts';
import { InviteMemberModal } from './invite-member-modal.tsx';
import { MembersTable } from './members-table.tsx';

interface MembersPanelProps {
  isAdmin: boolean;
  inviteOpened: boolean;
  onInviteOpen: () => void;
  onInviteClose: () => void;
}

/** Account tab 1: the team's members, and for admins the Invite Team Member dialog. */
export function MembersPanel({ isAdmin, inviteOpened, onInviteOpen, onInviteClose }: MembersPanelProps) {
  const members = useMembers();
  const currentUserId = useSession().data?.user.id ?? 0;
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  async function confirmRemove() {
    if (!removing) return;
    await mutateWithToast(remove.mutateAsync(removing.id), {
      success: false,
      error: ACCOUNT_MESSAGES.removeMemberFailed,
    });
    setRemoving(null);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          Everyone who can work in this team, and what they may do.
        </Text>
        {isAdmin && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={onInviteOpen}>
            Invite Team Member
          </Button>
        )}
      </Group>
      {members.isPending ? (
        <Skeleton h={160} />
      ) : members.isError ? (
        <Alert color="red" role="alert">
          {ACCOUNT_MESSAGES.membersRefreshFailed}
        </Alert>
      ) : (
        <MembersTable
          members={members.data}
          currentUserId={currentUserId}
          onRemove={isAdmin ? setRemoving : undefined}
        />
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove team member" centered>
        <Stack gap="md">
          <Text>{ACCOUNT_MESSAGES.removeMemberConfirm}</Text>
          {removing && (
            <Text size="sm" c="dimmed">
              {removing.name} ({removing.email}) will be signed out at once.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmRemove}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
      {isAdmin && <InviteMemberModal opened={inviteOpened} onClose={onInviteClose} />}
    </Stack>
  );
}
