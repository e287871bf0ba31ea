import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES, PROVIDER_ID_MESSAGE, type AllianceAccount } from '@partsflow/contracts';
import { useEffect, useRef, useState } from 'react';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useAlliance, useAllianceMutations } from '../api/settings.ts';

/** The spec's alliance key save debounce (marketplace spec 5, 9). */
export const ALLIANCE_SAVE_MS = 1000;

function AllianceForm({ current }: { current: AllianceAccount | null }) {
  const { save, remove } = useAllianceMutations();
  const [providerId, setProviderId] = useState(current?.provider_id ?? '');
  const [apiKey, setApiKey] = useState(current?.api_key ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function schedule(nextProvider: string, nextKey: string) {
    if (timer.current) clearTimeout(timer.current);
    // Saved only when both are filled in (and the provider id is digits), one second after the last change.
    if (!nextProvider.trim() || !nextKey.trim() || !/^\d+$/.test(nextProvider.trim())) return;
    if (nextProvider === current?.provider_id && nextKey === current?.api_key) return;
    timer.current = setTimeout(() => {
      void mutateWithToast(save.mutateAsync({ provider_id: nextProvider.trim(), api_key: nextKey.trim() }), {
        success: ACCOUNT_MESSAGES.apiKeySaved,
        error: ACCOUNT_MESSAGES.updateFailed,
      });
    }, ALLIANCE_SAVE_MS);
  }

  async function onDelete() {
    if (timer.current) clearTimeout(timer.current);
    const res = await mutateWithToast(remove.mutateAsync(), {
      success: ACCOUNT_MESSAGES.apiKeyDeleted,
      error: ACCOUNT_MESSAGES.updateFailed,
    });
    if (res.ok) {
      setProviderId('');
      setApiKey('');
    }
  }

  return (
    <Stack gap="md" maw={480}>
      <Text size="sm" c="dimmed">
        Connect your TecAlliance merchant account. The key is saved once both fields are filled in.
      </Text>
      <TextInput
        label="Provider ID"
        inputMode="numeric"
        value={providerId}
        error={providerId && !/^\d+$/.test(providerId) ? PROVIDER_ID_MESSAGE : undefined}
        onChange={(e) => {
          // Digits only (spec 5).
          const v = e.currentTarget.value.replace(/\D/g, '');
          setProviderId(v);
          schedule(v, apiKey);
        }}
      />
      <TextInput
        label="API Key"
        value={apiKey}
        autoComplete="off"
        onChange={(e) => {
          const v = e.currentTarget.value;
          setApiKey(v);
          schedule(providerId, v);
        }}
        description={save.isPending ? 'Saving...' : undefined}
      />
      {current && (
        <Group>
          <Button variant="default" color="red" loading={remove.isPending} onClick={onDelete}>
            Delete API Key
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Account tab 6: the alliance (TecAlliance) merchant panel, for admins. */
export function AlliancePanel({ isAdmin }: { isAdmin: boolean }) {
  const alliance = useAlliance(isAdmin);
  if (!isAdmin) return <Text c="dimmed">Only team admins can manage the TecAlliance account.</Text>;
  if (alliance.isPending) return <Skeleton h={160} />;
  if (alliance.isError) {
    return (
      <Alert color="red" role="alert">
        {alliance.error.message}
      </Alert>
    );
  }
  return <AllianceForm current={alliance.data} />;
}
