import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OutboxMessage } from '@partsflow/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../lib/format.ts';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
// Links to these pages open in this app, whatever host the server put in the email (PUBLIC_URL may differ
// from the address the developer is using).
const APP_PATHS = ['/reset-password/', '/accept-invitation/'];

function appPath(href: string): string | null {
  try {
    const u = new URL(href);
    return APP_PATHS.some((p) => u.pathname.startsWith(p)) ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/** The message body as written, with its links clickable. */
function Body({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const inApp = appPath(part);
        return inApp ? (
          <Anchor key={i} component={Link} to={inApp}>
            {part}
          </Anchor>
        ) : (
          <Anchor key={i} href={part} target="_blank" rel="noreferrer">
            {part}
          </Anchor>
        );
      })}
    </Text>
  );
}

export function DevMailboxMessages({ messages }: { messages: OutboxMessage[] }) {
  return (
    <Stack gap="md">
      {messages.map((m) => (
        <Card key={m.id} withBorder radius="md" padding="md" component="article" aria-label={m.subject}>
          <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
            <Title order={2} fz="md">
              {m.subject}
            </Title>
            <Text size="xs" c="dimmed">
              {formatTimestamp(m.created_at)}
            </Text>
          </Group>
          <Group gap={6} mb="sm">
            <Badge variant="light" color="gray" tt="none">
              To: {m.to}
            </Badge>
          </Group>
          <Body text={m.text} />
        </Card>
      ))}
    </Stack>
  );
}
