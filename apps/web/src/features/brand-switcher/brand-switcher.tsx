import { BRAND_SWITCHER_SEARCH_ABOVE, type SwitcherBrand } from '@partsflow/contracts';
import {
  ActionIcon,
  Avatar,
  Button,
  Divider,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCheck,
  IconChevronDown,
  IconPlus,
  IconSearch,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { mutateWithToast } from '../../lib/mutate-with-toast.ts';
import { useSwitcherBrands, useSwitchBrand, useToggleFavourite } from './switcher-api.ts';

const brandUrl = (id: number) => `/catalogue/brands/${id}`;
const NEW_BRAND_URL = '/catalogue/team/brands/new';

function BrandMark({ brand }: { brand: SwitcherBrand }) {
  return (
    <Avatar src={brand.logo_thumbnail_url} alt="" size={24} radius="sm" color="blue">
      {brand.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/**
 * The brand switcher (spec section 2): the team's brands with favourites first (a star marks and unmarks one), a
 * search box when there are more than 3, and Create New Brand. Choosing a brand makes it the user's current brand
 * (POST /users/{id}/brand) and goes where the server says (the dashboard).
 */
export function BrandSwitcher({ userId, onNavigate }: { userId: number; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const brands = useSwitcherBrands();
  const switchBrand = useSwitchBrand(userId);
  const favourite = useToggleFavourite(userId);
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const list = brands.data?.brands ?? [];
  const current = list.find((b) => b.id === brands.data?.current_brand_id) ?? null;
  const needle = term.trim().toLowerCase();
  const shown = needle ? list.filter((b) => b.name.toLowerCase().includes(needle)) : list;

  const choose = async (b: SwitcherBrand) => {
    const outcome = await mutateWithToast(switchBrand.mutateAsync(b.id), { success: (r) => r.message });
    if (!outcome.ok) return;
    setOpened(false);
    onNavigate?.();
    void navigate(outcome.data.location ?? brandUrl(b.id));
  };

  /** All brands: no current brand, so the product list shows every brand again (decision 0270). */
  const clear = async () => {
    const outcome = await mutateWithToast(switchBrand.mutateAsync(null), { success: (r) => r.message });
    if (outcome.ok) setOpened(false);
  };

  const toggle = (b: SwitcherBrand) =>
    mutateWithToast(favourite.mutateAsync({ brandId: b.id, favourite: !b.favourite }), {
      success: (r) => r.message,
    });

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={300}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={`Brand: ${current?.name ?? 'choose a brand'}`}
          aria-expanded={opened}
          data-testid="brand-switcher"
          px="sm"
          py={6}
          w="100%"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0}>
              {current && <BrandMark brand={current} />}
              <Text size="sm" fw={500} truncate>
                {current?.name ?? 'Choose a brand'}
              </Text>
            </Group>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap={6}>
          {list.length > BRAND_SWITCHER_SEARCH_ABOVE && (
            <TextInput
              placeholder="Search brands"
              aria-label="Search brands"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={term}
              onChange={(e) => setTerm(e.currentTarget.value)}
              size="xs"
            />
          )}
          <ScrollArea.Autosize mah={280} type="auto">
            <Stack gap={2} role="list" aria-label="Brands">
              {shown.length === 0 && (
                <Text size="sm" c="dimmed" px="xs">
                  {list.length === 0 ? 'No brands yet.' : 'No brand matches.'}
                </Text>
              )}
              {shown.map((b) => (
                <Group key={b.id} gap={4} wrap="nowrap" role="listitem">
                  <ActionIcon
                    variant="subtle"
                    color={b.favourite ? 'yellow' : 'gray'}
                    aria-label={b.favourite ? `Unfavourite ${b.name}` : `Favourite ${b.name}`}
                    aria-pressed={b.favourite}
                    onClick={() => void toggle(b)}
                  >
                    {b.favourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                  </ActionIcon>
                  <Button
                    variant={b.id === current?.id ? 'light' : 'subtle'}
                    color="dark"
                    justify="flex-start"
                    fullWidth
                    size="compact-md"
                    fw={400}
                    leftSection={<BrandMark brand={b} />}
                    rightSection={b.id === current?.id ? <IconCheck size={14} aria-label="Current" /> : null}
                    onClick={() => void choose(b)}
                    styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
                  >
                    {b.name}
                  </Button>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Divider />
          {current && (
            <Button
              variant="subtle"
              justify="flex-start"
              size="compact-sm"
              leftSection={<IconBuildingStore size={14} aria-hidden />}
              onClick={() => void clear()}
            >
              All brands
            </Button>
          )}
          {current && (
            <Button
              component={Link}
              to={brandUrl(current.id)}
              variant="subtle"
              justify="flex-start"
              size="compact-sm"
              onClick={() => {
                setOpened(false);
                onNavigate?.();
              }}
            >
              {current.name} settings
            </Button>
          )}
          <Button
            component={Link}
            to={NEW_BRAND_URL}
            variant="subtle"
            justify="flex-start"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              setOpened(false);
              onNavigate?.();
            }}
          >
            Create New Brand
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
