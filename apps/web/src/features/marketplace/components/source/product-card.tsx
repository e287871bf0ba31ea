import { importedToText, type SourceHit } from '@partsflow/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import classes from './source.module.css';

function money(n: number | null) {
  return n === null ? '—' : `$${n.toFixed(2)}`;
}

/** One Source Products hit: checkbox, image, brand, title, RRP and cost, badges, View Product. */
export function ProductCard({
  hit,
  selected,
  onToggle,
  onView,
}: {
  hit: SourceHit;
  selected: boolean;
  onToggle: () => void;
  onView: () => void;
}) {
  return (
    <article className={classes.card} data-testid="source-card" data-selected={selected || undefined}>
      <div className={classes.media}>
        {hit.image ? (
          <img src={hit.image} alt="" loading="lazy" />
        ) : (
          <Text size="xs" c="dimmed">
            Image unavailable
          </Text>
        )}
        <input
          type="checkbox"
          className={`${classes.check} ${classes.cardCheck}`}
          aria-label={`Select ${hit.title}`}
          checked={selected}
          onChange={onToggle}
        />
        <Button size="xs" className={classes.view} onClick={onView} aria-label={`View Product ${hit.title}`}>
          View Product
        </Button>
      </div>
      <div className={classes.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
          {hit.brand}
        </Text>
        <Text component="h3" size="sm" fw={600} lineClamp={2} title={hit.title} m={0}>
          {hit.title}
        </Text>
        <Text size="xs" ff="monospace" lineClamp={1}>
          {hit.variants.map((v) => v.sku).join(', ')}
        </Text>
        <Group gap={6} justify="space-between" mt={4}>
          <Text size="xs">RRP {money(hit.price)}</Text>
          <Text size="xs" fw={600}>
            Cost {money(hit.cost)}
          </Text>
        </Group>
        <Group gap={4} mt={4}>
          {hit.match && (
            <Badge size="xs" color="teal" variant="light">
              Match
            </Badge>
          )}
          {hit.stores > 0 && (
            <Badge size="xs" color="blue" variant="light">
              {importedToText(hit.stores)}
            </Badge>
          )}
          {!hit.has_distribution && (
            <Badge
              size="xs"
              color="gray"
              variant="light"
              title="No distributor stocks it: it cannot be dropshipped"
            >
              Data only
            </Badge>
          )}
          {hit.status === 'invalid' && (
            <Badge size="xs" color="red" variant="light">
              Invalid
            </Badge>
          )}
          {hit.in_import_list && (
            <Badge size="xs" color="violet" variant="light">
              In Import List
            </Badge>
          )}
        </Group>
      </div>
    </article>
  );
}
