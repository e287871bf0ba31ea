import { ActionIcon, Alert, Group, Paper, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { DevMailboxMessages, useDevMailbox } from '../../features/accounts/index.ts';

/** What the platform would have emailed, for development: open invitation and reset links from here. */
export function DevMailboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [debouncedTo] = useDebouncedValue(to.trim(), 250);
  const mailbox = useDevMailbox(debouncedTo);

  return (
    <>
      <PageHeader
        title="Development mailbox"
        description="Emails the platform would have sent. Only available outside production."
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm">
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Recipient"
              placeholder="Recipient's full email, e.g. brand@demo.test"
              leftSection={<IconSearch size={16} />}
              value={to}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setParams(value ? { to: value } : {}, { replace: true });
              }}
              style={{ flex: 1 }}
            />
            <Tooltip label="Refresh">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Refresh"
                loading={mailbox.isFetching}
                onClick={() => void mailbox.refetch()}
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
        {mailbox.isPending ? (
          <Skeleton h={160} />
        ) : mailbox.isError ? (
          <Alert color="red" role="alert">
            {mailbox.error.message}
          </Alert>
        ) : mailbox.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {debouncedTo ? `No messages to ${debouncedTo}.` : 'No messages yet.'}
          </Text>
        ) : (
          <DevMailboxMessages messages={mailbox.data} />
        )}
      </Stack>
    </>
  );
}
