import { importedToText, type SourceHit } from '@partsflow/contracts';
import { Badge, Button } from '@mantine/core';
import classes from './source.module.css';

function money(n: number | null) {
  return n === null ? '—' : `$${n.toFixed(2)}`;
}

/**
 * One Source Products hit: checkbox, image, brand, title, RRP and cost, badges, View Product. Its text is plain
 * elements styled by the module (not Mantine's Text and Group): twenty cards are the marketplace's first screen,
 * drawn in one task (issue 18, decision 0035). The title is a level-2 heading under the page's h1.
 */
export function ProductCard({
  hit,
  selected,
  onToggle,
  onView,
}: {
  hit: SourceHit;
  selected: boolean;
  onToggle: (listingId: number) => void;
  onView: (listingId: number) => void;
}) {
  return (
    <article className={classes.card} data-testid="source-card" data-selected={selected || undefined}>
      <div className={classes.media}>
        {hit.image ? (
          <img src={hit.image} alt="" loading="lazy" />
        ) : (
          <span className={classes.noImage}>Image unavailable</span>
        )}
        <input
          type="checkbox"
          className={`${classes.check} ${classes.cardCheck}`}
          aria-label={`Select ${hit.title}`}
          checked={selected}
          onChange={() => onToggle(hit.listing_id)}
        />
        <Button
          size="xs"
          className={classes.view}
          onClick={() => onView(hit.listing_id)}
          aria-label={`View Product ${hit.title}`}
        >
          View Product
        </Button>
      </div>
      <div className={classes.body}>
        <p className={classes.brand}>{hit.brand}</p>
        <h2 className={classes.title} title={hit.title}>
          {hit.title}
        </h2>
        <p className={classes.skus}>{hit.variants.map((v) => v.sku).join(', ')}</p>
        <div className={classes.prices}>
          <span>RRP {money(hit.price)}</span>
          <strong>Cost {money(hit.cost)}</strong>
        </div>
        <div className={classes.badges}>
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
        </div>
      </div>
    </article>
  );
}
