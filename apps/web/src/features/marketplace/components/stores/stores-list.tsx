import { connectStoreInputSchema } from '@partsflow/contracts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { urls } from '../../../../lib/urls.ts';
import { useConnectStore, useStores } from '../../api/stores.ts';

/** The team's stores, each linking to its page, and a form to connect another sandbox store. */
export function StoresList() {
  const stores = useStores();
  const connect = useConnectStore();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver: zodResolver(connectStoreInputSchema),
    defaultValues: { name: '' },
  });
  const submit = handleSubmit(async ({ name }) => {
    const r = await mutateWithToast(connect.mutateAsync(name), { success: (s) => `${s.name} connected` });
    if (r.ok) reset();
    else applyServerErrors(r.error, setError, ['name'], { root: false });
  });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(stores.data ?? []).map((s) => (
          <Card key={s.id} withBorder padding="md" data-testid="store-card">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={urls.marketplace.store(s.id)} fw={600}>
                  {s.name}
                </Anchor>
                <Badge variant="light" size="sm">
                  {s.platform}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {s.domain}
              </Text>
              <Text size="sm">
                {s.product_count} product{s.product_count === 1 ? '' : 's'}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {stores.data?.length === 0 && <Text c="dimmed">No stores connected yet.</Text>}
      <Card withBorder padding="md" maw={560}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text fw={600}>Connect a sandbox store</Text>
            <Text size="sm" c="dimmed">
              A test shop that keeps what you publish, so you can try the whole path before connecting
              Shopify.
            </Text>
            <Group align="flex-start" gap="sm">
              <TextInput
                style={{ flex: 1 }}
                label="Store name"
                required
                error={formState.errors.name?.message}
                {...register('name')}
              />
              <Button type="submit" mt={25} loading={connect.isPending}>
                Connect
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
