import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { ACCOUNT_MESSAGES, domainNameSchema, type TeamDomain } from '@partsflow/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useDomainMutations, useDomains } from '../api/settings.ts';

/** The spec's domain save debounce (marketplace spec 5, 9). */
export const DOMAIN_SAVE_MS = 1200;

function validate(value: string): string | null {
  const r = domainNameSchema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid domain');
}

function serverMessage(err: unknown) {
  return err instanceof ApiError && err.status === 409 ? err.message : ACCOUNT_MESSAGES.domainFailed;
}

/**
 * One domain being edited: saved 1.2 s after the last keystroke when it is a valid domain name (a new row is
 * created, an existing one changed).
 */
function DomainRow({
  domain,
  editable,
  onSave,
  onRemove,
}: {
  domain: TeamDomain | null;
  editable: boolean;
  onSave: (value: string) => Promise<string | null>;
  onRemove: () => void;
}) {
  const [value, setValue] = useState(domain?.domain ?? '');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readOnly = !editable || Boolean(domain?.read_only);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function change(next: string) {
    setValue(next);
    setStatus('idle');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const problem = validate(next);
      setError(problem);
      if (problem || next.trim().toLowerCase() === domain?.domain) return;
      setStatus('saving');
      const failure = await onSave(next);
      setError(failure);
      setStatus(failure ? 'idle' : 'saved');
    }, DOMAIN_SAVE_MS);
  }

  const label = domain ? `Domain ${domain.domain}` : 'New domain';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={label}
        placeholder="example.com"
        value={value}
        onChange={(e) => change(e.currentTarget.value)}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        error={error}
        description={status === 'saving' ? 'Saving...' : status === 'saved' ? 'Saved' : undefined}
        style={{ flex: 1, minWidth: 0 }}
        data-autofocus={domain ? undefined : true}
        autoFocus={!domain}
      />
      {domain?.read_only ? (
        <Badge variant="light" color="gray" mt={8}>
          Read-only
        </Badge>
      ) : (
        editable && (
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove ${domain?.domain ?? 'new domain'}`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )
      )}
    </Group>
  );
}

/** Account tab 4: permitted domains. Admins add, change and remove; read-only domains stay as they are. */
export function DomainsPanel({
  isAdmin,
  description = 'The domains your store and apps call the API from.',
}: {
  isAdmin: boolean;
  /** What the domains are for, in the area's words. */
  description?: string;
}) {
  const domains = useDomains();
  const { add, change, remove } = useDomainMutations();
  // Only one new blank domain at a time (spec 2.3).
  const [adding, setAdding] = useState(false);

  if (domains.isPending) return <Skeleton h={120} />;
  if (domains.isError) {
    return (
      <Alert color="red" role="alert">
        {domains.error.message}
      </Alert>
    );
  }

  const save = (d: TeamDomain | null) => async (value: string) => {
    const res = await mutateWithToast(
      d ? change.mutateAsync({ id: d.id, domain: value }) : add.mutateAsync(value),
      { success: false, error: (e) => serverMessage(e) },
    );
    if (res.ok && !d) setAdding(false);
    return res.ok ? null : serverMessage(res.error);
  };

  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {domains.data.length === 0 && !adding && <Text size="sm">No domains yet.</Text>}
      {domains.data.map((d) => (
        <DomainRow
          key={d.id}
          domain={d}
          editable={isAdmin}
          onSave={save(d)}
          onRemove={() =>
            void mutateWithToast(remove.mutateAsync(d.id), { success: false, error: (e) => serverMessage(e) })
          }
        />
      ))}
      {adding && <DomainRow domain={null} editable onSave={save(null)} onRemove={() => setAdding(false)} />}
      {isAdmin && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          disabled={adding}
          onClick={() => setAdding(true)}
        >
          Add Domain
        </Button>
      )}
    </Stack>
  );
}
