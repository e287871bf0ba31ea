import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { connectDistributorAccountInputSchema, type DistributorAccount } from '@partsflow/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { contractResolver } from '../../../lib/contract-resolver.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { useEditModal } from '../../../lib/use-edit-modal.ts';
import { urls } from '../../../lib/urls.ts';
import {
  useConnectDistributor,
  useDisconnectDistributor,
  useDistributorsPage,
  type DistributorsPage,
} from '../api/orders.ts';

/** The modal closes this long after connecting or disconnecting (merchant spec 4). */
const CLOSE_AFTER_MS = 2000;

interface Target {
  store: DistributorsPage['stores'][number];
  distributor: DistributorsPage['distributors'][number];
  account: DistributorAccount | null;
}

interface AccountFormValues {
  store_id: number;
  distributor_id: number;
  account_code: string;
  direct_billing: boolean;
}
const resolver = contractResolver<AccountFormValues, typeof connectDistributorAccountInputSchema>(
  connectDistributorAccountInputSchema,
);

function AccountForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const connect = useConnectDistributor();
  const disconnect = useDisconnectDistributor();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    AccountFormValues,
    unknown,
    AccountFormValues
  >({
    resolver,
    defaultValues: {
      store_id: target.store.id,
      distributor_id: target.distributor.id,
      account_code: target.account?.account_code ?? '',
      direct_billing: target.account?.direct_billing ?? false,
    },
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const submit = handleSubmit(async (input) => {
    const outcome = await mutateWithToast(connect.mutateAsync(input), { success: false, error: false });
    if (outcome.ok) setDone(`Connected to ${target.distributor.name}`);
    else applyServerErrors(outcome.error, setError, ['account_code']);
  });
  const remove = async () => {
    if (!target.account) return;
    const outcome = await mutateWithToast(disconnect.mutateAsync(target.account.id), { success: false });
    if (outcome.ok) setDone(`Disconnected from ${target.distributor.name}`);
  };

  if (done)
    return (
      <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
        {done}
      </Alert>
    );
  return (
    <form onSubmit={submit} aria-label="Distributor account" noValidate>
      <Stack gap="sm">
        <Text size="sm">
          The account code {target.distributor.name} knows {target.store.name} by. Only connected distributors
          receive this store&apos;s orders.
        </Text>
        <TextInput
          label="Account code"
          withAsterisk
          autoFocus
          {...register('account_code')}
          error={formState.errors.account_code?.message ?? formState.errors.root?.message}
        />
        <Checkbox
          label="Pay this distributor directly on my account"
          description="Orders sent only to such distributors show Direct Account and are not charged here."
          {...register('direct_billing')}
        />
        <Group justify="space-between" gap="xs">
          {target.account ? (
            <Button variant="subtle" color="red" onClick={remove} loading={disconnect.isPending}>
              Disconnect
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={connect.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Per store, the platform's distributors with Connect or Configure and the account code modal (spec 2.10). */
export function DistributorsBoard() {
  const page = useDistributorsPage();
  const modal = useEditModal<Target>({ resetAfterCloseMs: 300 });
  if (!page.data) return null;
  const { stores, distributors, accounts } = page.data;
  if (!stores.length) return <Text c="dimmed">Connect a store first.</Text>;
  return (
    <Stack gap="xl">
      {stores.map((store) => (
        <section key={store.id} aria-labelledby={`store-${store.id}`}>
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id={`store-${store.id}`}>
              {store.name}
            </Title>
            <Button component={Link} to={urls.marketplace.sandboxStore(store.id)} variant="light" size="xs">
              Place a test order
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {distributors.map((d) => {
              const account =
                accounts.find((a) => a.store_id === store.id && a.distributor_id === d.id) ?? null;
              return (
                <Card
                  key={d.id}
                  component="article"
                  withBorder
                  padding="md"
                  aria-label={`${d.name} for ${store.name}`}
                >
                  <Stack gap={6}>
                    <Text fw={600}>{d.name}</Text>
                    <Text size="sm" c="dimmed">
                      {d.locations_count} {d.locations_count === 1 ? 'location' : 'locations'}
                    </Text>
                    <Text size="sm">
                      {account ? `Account code: ${account.account_code}` : 'Not connected'}
                    </Text>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant={account ? 'default' : 'filled'}
                        onClick={() => modal.open({ store, distributor: d, account })}
                      >
                        {account ? 'Configure' : 'Connect'}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
      ))}
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={
          modal.item ? `${modal.item.account ? 'Configure' : 'Connect'} ${modal.item.distributor.name}` : ''
        }
      >
        {modal.item && <AccountForm key={modal.key} target={modal.item} onDone={modal.close} />}
      </Modal>
    </Stack>
  );
}
