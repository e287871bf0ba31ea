import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MEMBERSHIP_ROLES } from '@partsflow/contracts';
import { YesNo } from '../../../components/yes-no/yes-no.tsx';
import type { TeamMember } from '../api/members.ts';
import { ROLE_LABELS } from '../utils/roles.ts';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';

/** Team members with a yes/no tick per role (marketplace spec 2.3, tab 1). */
export function MembersTable({
  members,
  onRemove,
  currentUserId,
}: {
  members: TeamMember[];
  /** Admins only: the remove button per row (not on their own row). */
  onRemove?: (member: TeamMember) => void;
  currentUserId: number;
}) {
  return (
    <ScrollRegion label="Team members">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Team members" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            {MEMBERSHIP_ROLES.map((r) => (
              <Table.Th key={r} ta="center">
                {ROLE_LABELS[r]}
              </Table.Th>
            ))}
            {onRemove && (
              <Table.Th>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {m.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.email}</Text>
              </Table.Td>
              {MEMBERSHIP_ROLES.map((r) => (
                <Table.Td key={r} ta="center">
                  <YesNo value={m[r]} label={ROLE_LABELS[r]} />
                </Table.Td>
              ))}
              {onRemove && (
                <Table.Td ta="right">
                  {m.id !== currentUserId && (
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${m.name}`}
                        onClick={() => onRemove(m)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
