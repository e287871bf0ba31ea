import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
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
          {members.error.message}
        </Alert>
      ) : (
        <MembersTable members={members.data} />
      )}
      {isAdmin && <InviteMemberModal opened={inviteOpened} onClose={onInviteClose} />}
    </Stack>
  );
}
