import { updateDistributorInputSchema, type UpdateDistributorInput } from '@partsflow/contracts';
import { Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../../lib/contract-resolver.ts';
import { formatDate } from '../../../../lib/format.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { distributorQuery } from '../../api/locations.ts';
import { allianceMerchantsQuery, useRenameDistributor } from '../../api/settings.ts';

const resolver = contractResolver<{ distributor: { name: string } }, typeof updateDistributorInputSchema>(
  updateDistributorInputSchema,
);

function NameForm({ name, canEdit }: { name: string; canEdit: boolean }) {
  const rename = useRenameDistributor();
  const { register, handleSubmit, formState } = useForm<
    { distributor: { name: string } },
    unknown,
    UpdateDistributorInput
  >({
    resolver,
    defaultValues: { distributor: { name } },
  });
  return (
    <form
      aria-label="Distributor"
      noValidate
      onSubmit={handleSubmit(async (v) => {
        await mutateWithToast(rename.mutateAsync(v.distributor.name), {
          success: 'Distributor updated',
          error: 'There was an error updating the distributor',
        });
      })}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Distributor name"
          description="The name merchants and carriers see."
          readOnly={!canEdit}
          style={{ flex: 1, minWidth: 220 }}
          {...register('distributor.name')}
          error={formState.errors.distributor?.name?.message}
        />
        {canEdit && (
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
        )}
      </Group>
    </form>
  );
}

/** The Team panel of the distributor settings: the distributor's name and its team. */
export function DistributorTeamPanel({ teamName, canEdit }: { teamName: string; canEdit: boolean }) {
  const distributor = useQuery(distributorQuery());
  if (distributor.isError) return <Text c="red.8">The distributor could not be loaded.</Text>;
  if (!distributor.data) return <Skeleton height={80} />;
  return (
    <Stack gap="md">
      <NameForm key={distributor.data.name} name={distributor.data.name} canEdit={canEdit} />
      <Text size="sm">
        Team: <strong>{teamName}</strong>
      </Text>
      <Text size="sm">
        Payments account:{' '}
        <strong>{distributor.data.stripe_connect_onboarded ? 'linked' : 'not linked yet'}</strong>
      </Text>
    </Stack>
  );
}

/** Alliance merchants: the merchant accounts the distributor's prices name. */
export function AllianceMerchantsPanel() {
  const merchants = useQuery(allianceMerchantsQuery());
  if (merchants.isError) return <Text c="red.8">The merchant accounts could not be loaded.</Text>;
  if (!merchants.data) return <Skeleton height={120} />;
  if (merchants.data.length === 0)
    return (
      <Text c="dimmed">No merchant accounts yet. Import prices with their account codes to add them.</Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The merchant accounts you trade with, by the account code your prices name.
      </Text>
      <Table.ScrollContainer minWidth={420} type="native">
        <Table verticalSpacing="xs" aria-label="Alliance merchants">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account code</Table.Th>
              <Table.Th>Priced SKUs</Table.Th>
              <Table.Th>Last Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {merchants.data.map((m) => (
              <Table.Tr key={m.account_code}>
                <Table.Td>{m.account_code}</Table.Td>
                <Table.Td>{m.priced_skus.toLocaleString('en-AU')}</Table.Td>
                <Table.Td>{formatDate(m.updated_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
