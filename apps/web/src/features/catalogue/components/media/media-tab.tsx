import { MEDIA_MESSAGES, MEDIA_RULES, type Chart, type MediaItem } from '@partsflow/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCube, IconEye, IconFileText, IconMovie, IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { chartsQuery, mediaQuery, useMakePrimary, useRemoveMedia } from '../../api/media.ts';
import type { ProductRef } from '../../api/product-ref.ts';
import { MediaUploadCard } from './media-upload-card.tsx';

const ICONS = { document: IconFileText, video: IconMovie, model: IconCube, chart: IconFileText } as const;

function formatSize(bytes: number | null) {
  if (bytes === null) return '';
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Removal = { id: number; name: string; chart: boolean };

/** Media tab (spec sections 2 and 7): upload, the media with the primary image first, preview, charts. */
export function MediaTab({ product }: { product: ProductRef }) {
  const media = useQuery(mediaQuery(product));
  const charts = useQuery(chartsQuery(product));
  const makePrimary = useMakePrimary(product);
  const remove = useRemoveMedia(product);
  const [previewing, setPreviewing] = useState<MediaItem | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);

  const setPrimary = (m: MediaItem) =>
    mutateWithToast(makePrimary.mutateAsync(m.id), {
      success: (r) => r.message ?? MEDIA_MESSAGES.madePrimary,
      error: MEDIA_MESSAGES.makePrimaryFailed,
    });

  const confirmRemove = async () => {
    if (!removing) return;
    const r = await mutateWithToast(remove.mutateAsync({ id: removing.id, chart: removing.chart }), {
      success: (reply) => reply.message ?? MEDIA_MESSAGES.removed,
      error: (err) =>
        serverMessageOr(err, removing.chart ? MEDIA_MESSAGES.deleteChartFailed : MEDIA_MESSAGES.deleteFailed),
    });
    if (r.ok) setRemoving(null);
  };

  return (
    <Stack gap="lg">
      <MediaUploadCard product={product} />
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          Media
        </Title>
        {media.isPending ? (
          <Loader size="sm" aria-label="Loading media" />
        ) : media.isError ? (
          <Text c="red.8">{MEDIA_MESSAGES.refreshFailed}</Text>
        ) : media.data.media.length === 0 ? (
          <Text c="dimmed">No media yet. The first image uploaded becomes the primary image.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-label="Product media">
            {media.data.media.map((m) => (
              <MediaCard
                key={m.id}
                item={m}
                onPreview={() => setPreviewing(m)}
                onMakePrimary={() => void setPrimary(m)}
                makingPrimary={makePrimary.isPending && makePrimary.variables === m.id}
                onRemove={() => setRemoving({ id: m.id, name: m.file_name, chart: false })}
              />
            ))}
          </SimpleGrid>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          Charts
        </Title>
        {charts.isPending ? (
          <Loader size="sm" aria-label="Loading charts" />
        ) : charts.isError ? (
          <Text c="red.8">{MEDIA_MESSAGES.refreshChartsFailed}</Text>
        ) : charts.data.charts.length === 0 ? (
          <Text c="dimmed">No charts yet. Upload a CSV or JSON file as a Chart/Graph with a title.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480} type="native">
            <Table verticalSpacing="xs" aria-label="Charts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>File</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {charts.data.charts.map((c: Chart) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.title}</Table.Td>
                    <Table.Td>
                      <Anchor href={c.url} target="_blank" rel="noopener">
                        {c.file_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete chart ${c.title}`}
                          onClick={() => setRemoving({ id: c.id, name: c.title, chart: true })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Modal
        opened={previewing !== null}
        onClose={() => setPreviewing(null)}
        title={previewing?.file_name ?? 'Preview'}
        size="xl"
      >
        {previewing && (
          <Image
            src={previewing.thumbnails?.large ?? previewing.url}
            alt={`Preview of ${previewing.file_name}`}
            fit="contain"
            mah="70vh"
          />
        )}
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Delete media">
        <Stack>
          <Text>
            Are you sure you want to delete <strong>{removing?.name}</strong>? This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmRemove()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function MediaCard({
  item,
  onPreview,
  onMakePrimary,
  makingPrimary,
  onRemove,
}: {
  item: MediaItem;
  onPreview: () => void;
  onMakePrimary: () => void;
  makingPrimary: boolean;
  onRemove: () => void;
}) {
  const Icon = item.media_type === 'image' ? null : ICONS[item.media_type];
  return (
    <Card withBorder padding="sm" aria-label={item.file_name} component="article">
      <Card.Section>
        {item.thumbnails ? (
          <Image
            src={item.thumbnails.medium}
            alt={item.file_name}
            h={160}
            fit="contain"
            bg="gray.0"
            fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
          />
        ) : (
          <Group h={160} justify="center" bg="gray.0">
            {Icon && <Icon size={56} aria-hidden />}
          </Group>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={500} truncate="end" title={item.file_name}>
            {item.file_name}
          </Text>
          {item.primary && (
            <Badge color="teal" variant="light" size="sm">
              Primary
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {MEDIA_RULES[item.media_type].label} · {formatSize(item.size_bytes)}
        </Text>
        <Group gap={4} justify="flex-end">
          {item.thumbnails ? (
            <Tooltip label="Preview">
              <ActionIcon variant="subtle" aria-label={`Preview ${item.file_name}`} onClick={onPreview}>
                <IconEye size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Anchor href={item.url} target="_blank" rel="noopener" size="sm">
              Open
            </Anchor>
          )}
          {item.media_type === 'image' && !item.primary && (
            <Tooltip label="Make primary">
              <ActionIcon
                variant="subtle"
                aria-label={`Make ${item.file_name} the primary image`}
                loading={makingPrimary}
                onClick={onMakePrimary}
              >
                <IconStar size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${item.file_name}`}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
