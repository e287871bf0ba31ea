import {
  ActionIcon,
  Alert,
  Anchor,
  Code,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { urls } from '../../../lib/urls.ts';
import { useApiKeys } from '../api/api-keys.ts';
import { maskKey } from '../utils/mask-key.ts';

/** The spec's copied-to-clipboard indicator lasts three seconds. */
const COPIED_MS = 3000;

function KeyRow({
  title,
  help,
  value,
  shown,
}: {
  title: string;
  help: string;
  value: string;
  shown: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={`${title} value`}>
            {shown}
          </Code>
          <CopyButton value={value} timeout={COPIED_MS}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow opened={copied || undefined}>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? `${title} copied` : `Copy ${title.toLowerCase()}`}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Account tab 3: the team's API keys (admins only). */
export function ApiKeysPanel({ isAdmin }: { isAdmin: boolean }) {
  const keys = useApiKeys(isAdmin);
  if (!isAdmin) {
    return <Text c="dimmed">Only team admins can see the API keys.</Text>;
  }
  if (keys.isPending) return <Skeleton h={200} />;
  if (keys.isError) {
    return (
      <Alert color="red" role="alert">
        {keys.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      <KeyRow
        title="Publishable key"
        help="Safe to use in the browser or an app. Some endpoints are not available with it."
        value={keys.data.publishable_key}
        shown={keys.data.publishable_key}
      />
      <KeyRow
        title="Secret key"
        help="For server-side use only. Never put it in a web page or share it."
        value={keys.data.secret_key}
        shown={maskKey(keys.data.secret_key)}
      />
      <Text size="sm">
        Read the{' '}
        <Anchor href={urls.apiDocs()} target="_blank" rel="noreferrer">
          API documentation
        </Anchor>{' '}
        to see what each key can do.
      </Text>
    </Stack>
  );
}
