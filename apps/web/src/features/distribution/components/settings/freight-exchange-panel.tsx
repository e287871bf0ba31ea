import { setFreightExchangeKeyInputSchema, type SetFreightExchangeKeyInput } from '@partsflow/contracts';
import { Button, Card, Group, Modal, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { distributorQuery } from '../../api/locations.ts';
import { useFreightExchangeKey } from '../../api/settings.ts';

const resolver = contractResolver<SetFreightExchangeKeyInput, typeof setFreightExchangeKeyInputSchema>(
  setFreightExchangeKeyInputSchema,
);

/**
 * Distributor settings, Freight Exchange (decision 0753): the key shown masked (its last four characters), set or
 * replaced by an admin, or removed (carrier filters are then hidden, decision 0751). The key is never shown again.
 */
export function FreightExchangePanel({ canEdit }: { canEdit: boolean }) {
  const distributor = useQuery(distributorQuery());
  const save = useFreightExchangeKey();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<SetFreightExchangeKeyInput>({
    resolver,
    defaultValues: { freight_exchange_key: '' },
  });
  if (distributor.isError) return <Text c="red.8">The distributor could not be loaded.</Text>;
  if (!distributor.data) return <Skeleton height={120} />;
  const { has_freight_exchange_key: has, freight_exchange_key_hint: hint } = distributor.data;

  const submit = handleSubmit(async (v) => {
    const outcome = await mutateWithToast(save.mutateAsync(String(v.freight_exchange_key ?? '')), {
      success: has ? 'Freight exchange key replaced' : 'Freight exchange key saved',
      error: false,
    });
    if (outcome.ok) reset({ freight_exchange_key: '' });
    else applyServerErrors(outcome.error, setError, ['freight_exchange_key']);
  });
  const remove = async () => {
    const outcome = await mutateWithToast(save.mutateAsync(null), {
      success: 'Freight exchange key removed',
      error: 'There was an error removing the freight exchange key',
    });
    if (outcome.ok) setConfirming(false);
  };

  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Freight exchange key
        </Title>
        <Text size="sm" c="dimmed">
          The key your freight exchange issued to you. Carrier filters on your locations need one.
        </Text>
        <Group gap="xs" aria-live="polite">
          <Text size="sm">Current key:</Text>
          {has ? (
            <Text size="sm" ff="monospace" fw={600} data-testid="freight-exchange-key-hint">
              {hint}
            </Text>
          ) : (
            <Text size="sm" fw={600} data-testid="freight-exchange-key-hint">
              None. Carrier filters need a freight exchange key.
            </Text>
          )}
        </Group>
        {canEdit ? (
          <form onSubmit={submit} aria-label="Freight exchange key" noValidate>
            <Stack gap="sm">
              <PasswordInput
                label={has ? 'Replace with a new key' : 'Key'}
                autoComplete="off"
                {...register('freight_exchange_key')}
                error={formState.errors.freight_exchange_key?.message}
              />
              <Group justify="space-between" gap="sm">
                {has ? (
                  <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                    Remove key
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={save.isPending && !confirming}>
                  {has ? 'Replace key' : 'Save key'}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            Only an admin of the team can change the key.
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Remove the freight exchange key?"
      >
        <Stack gap="md">
          <Text size="sm">
            Carrier filters are hidden on every location until a key is set again. Your saved filters are
            kept.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={save.isPending} onClick={() => void remove()}>
              Remove key
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
