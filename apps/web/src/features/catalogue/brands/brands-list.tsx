import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Table,
  Text,
} from '@mantine/core';
import { IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region/scroll-region.tsx';
import { mutateWithToast } from '../../../lib/mutate-with-toast.ts';
import { brandUrls } from './brand-urls.ts';
import { useSwitcherBrands, useToggleFavourite } from '../../brand-switcher/index.ts';

/** The team's brands (favourites first) with their pages: settings and sub-brands, templates, activity, listings. */
export function BrandsList({ userId }: { userId: number }) {
  const brands = useSwitcherBrands();
  const favourite = useToggleFavourite(userId);
  if (brands.isLoading) return <Loader />;
  if (brands.error) return <Alert color="red">Could not load your brands.</Alert>;
  const list = brands.data?.brands ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Text c="dimmed" size="sm">
          {list.length === 1 ? '1 brand' : `${list.length} brands`}
        </Text>
        <Button component={Link} to={brandUrls.newBrand()} leftSection={<IconPlus size={16} aria-hidden />}>
          Create New Brand
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text c="dimmed">No brands yet: create your first to add products.</Text>
      ) : (
        <ScrollRegion label="Brands">
          <Table verticalSpacing="sm" aria-label="Brands" miw={480}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48} aria-label="Favourite" />
                <Table.Th>Brand</Table.Th>
                <Table.Th>Pages</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((b) => (
                <Table.Tr key={b.id} data-testid="brand-row">
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color={b.favourite ? 'yellow' : 'gray'}
                      aria-label={b.favourite ? `Unfavourite ${b.name}` : `Favourite ${b.name}`}
                      aria-pressed={b.favourite}
                      onClick={() =>
                        void mutateWithToast(
                          favourite.mutateAsync({ brandId: b.id, favourite: !b.favourite }),
                          {
                            success: (r) => r.message,
                          },
                        )
                      }
                    >
                      {b.favourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={b.logo_thumbnail_url} alt="" size={32} radius="sm" color="blue">
                        {b.name.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Anchor component={Link} to={brandUrls.brand(b.id)} fw={500}>
                        {b.name}
                      </Anchor>
                      {b.id === brands.data?.current_brand_id && (
                        <Badge variant="light" size="sm">
                          Current
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="md" wrap="nowrap">
                      <Anchor component={Link} to={brandUrls.templates(b.slug)} size="sm">
                        Templates
                      </Anchor>
                      <Anchor component={Link} to={brandUrls.activity(b.slug)} size="sm">
                        Activity
                      </Anchor>
                      <Anchor component={Link} to={brandUrls.listings(b.slug)} size="sm">
                        Listings
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}
