import type { Audit } from '@partsflow/contracts';
import { API_AUDIT_USER } from '@partsflow/contracts';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { formatDateTime } from '../../../../lib/format.ts';
import { ChangeValue } from './change-value.tsx';

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const ACTION_COLOURS: Record<Audit['action'], string> = { create: 'teal', update: 'blue', destroy: 'red' };

/**
 * One history entry: who, when, the comment and each change with From and To side by side; 'Revert this change'
 * when `onRevert` is given (a distributor's package history is read only).
 */
export function AuditEntry({
  audit,
  reverting = false,
  onRevert,
}: {
  audit: Audit;
  reverting?: boolean;
  onRevert?: () => void;
}) {
  return (
    <Stack gap="xs" data-testid="audit-entry">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {audit.user || API_AUDIT_USER}
          </Text>
          <Badge size="xs" variant="light" color={ACTION_COLOURS[audit.action]}>
            {audit.action}
          </Badge>
          <Text size="xs" c="dimmed">
            {audit.auditable_type} · {formatDateTime(audit.created_at)}
          </Text>
        </Group>
        {onRevert && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            loading={reverting}
            onClick={onRevert}
          >
            Revert this change
          </Button>
        )}
      </Group>
      {audit.comment && (
        <Text size="sm" fs="italic">
          {audit.comment}
        </Text>
      )}
      {/* A field empty before and after (most of a create's snapshot) says nothing. */}
      {audit.changes
        .filter((c) => !(isEmpty(c.details.old) && isEmpty(c.details.new)))
        .map((c, i) => (
          <Paper key={`${c.change}-${i}`} withBorder p="xs" radius="sm">
            <Text size="xs" fw={600} mb={4}>
              {c.change}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <div>
                <Text size="xs" c="dimmed">
                  From
                </Text>
                <ChangeValue value={c.details.old} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  To
                </Text>
                <ChangeValue value={c.details.new} />
              </div>
            </SimpleGrid>
          </Paper>
        ))}
    </Stack>
  );
}
