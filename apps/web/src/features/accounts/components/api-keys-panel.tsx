import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Modal,
  Code,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useRotateApiKey } from '../api/settings.ts';
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
  onRotate,
  rotating,
}: {
  title: string;
  help: string;
  value: string;
  shown: string;
  onRotate: () => void;
  rotating: boolean;
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
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={rotating}
            onClick={onRotate}
          >
            Rotate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Account tab 3: the team's API keys (admins only). */
export function ApiKeysPanel({ isAdmin }: { isAdmin: boolean }) {
  const keys = useApiKeys(isAdmin);
  const rotate = useRotateApiKey();
  const [confirm, setConfirm] = useState<'publishable' | 'secret' | null>(null);

  async function doRotate() {
    if (!confirm) return;
    await mutateWithToast(rotate.mutateAsync(confirm), {
      success: confirm === 'secret' ? 'New secret key issued' : 'New publishable key issued',
    });
    setConfirm(null);
  }
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
        onRotate={() => setConfirm('publishable')}
        rotating={rotate.isPending && rotate.variables === 'publishable'}
      />
      <KeyRow
        title="Secret key"
        help="For server-side use only. Never put it in a web page or share it."
        value={keys.data.secret_key}
        shown={maskKey(keys.data.secret_key)}
        onRotate={() => setConfirm('secret')}
        rotating={rotate.isPending && rotate.variables === 'secret'}
      />
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title="Rotate key" centered>
        <Stack gap="md">
          <Text>
            A new {confirm} key is issued and the current one stops working at once. Anything using it must be
            updated.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button color="red" loading={rotate.isPending} onClick={doRotate}>
              Rotate key
            </Button>
          </Group>
        </Stack>
      </Modal>
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
