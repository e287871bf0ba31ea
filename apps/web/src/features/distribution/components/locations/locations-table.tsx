import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { YesNo } from '../../../../components/yes-no/yes-no.tsx';
import { distributorQuery, locationsQuery } from '../../api/locations.ts';

/** The Locations list (spec 2.3) with Add Location; each row opens the location's settings. */
export function LocationsTable({
  newUrl,
  settingsUrl,
}: {
  newUrl: string;
  settingsUrl: (id: number) => string;
}) {
  const distributor = useQuery(distributorQuery());
  const locations = useQuery({
    ...locationsQuery(distributor.data?.id ?? 0),
    enabled: Boolean(distributor.data),
  });

  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to={newUrl} leftSection={<IconPlus size={16} aria-hidden />}>
          Add Location
        </Button>
      </Group>
      {distributor.isError || locations.isError ? (
        <Text c="red.8">The locations could not be loaded.</Text>
      ) : !locations.data ? (
        <Skeleton height={160} />
      ) : locations.data.length === 0 ? (
        <Text c="dimmed">No locations yet. Add the warehouses you ship from.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="xs" aria-label="Locations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.data.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>{l.code}</Table.Td>
                  <Table.Td>{l.location}</Table.Td>
                  <Table.Td>
                    <YesNo value={l.active} label={`${l.name} active`} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={settingsUrl(l.id)}
                      variant="subtle"
                      size="xs"
                      aria-label={`Settings of ${l.name}`}
                    >
                      Settings
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
