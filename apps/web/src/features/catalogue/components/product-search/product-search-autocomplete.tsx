import type { ProductSearchHit } from '@partsflow/contracts';
import { PRODUCT_SEARCH_MIN_LENGTH } from '@partsflow/contracts';
import { Loader, NavLink, Paper, Popover, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { productSearchCache, searchProducts } from '../../api/product-search.ts';
import { useSingleFlightSearch } from '../../hooks/use-single-flight-search.ts';
import { catalogueUrls } from '../../utils/catalogue-urls.ts';

function HitLabel({ hit }: { hit: ProductSearchHit }) {
  return (
    <>
      <Text size="sm" fw={600} component="span">
        {hit.sku}
      </Text>
      {!hit.published && (
        <Text size="xs" c="dimmed" component="span">
          {' '}
          (unpublished)
        </Text>
      )}
    </>
  );
}

function HitDescription({ hit }: { hit: ProductSearchHit }) {
  return (
    <>
      <Text size="xs" c="dimmed" lineClamp={1} component="span" display="block">
        {hit.title}
      </Text>
      {hit.alternate_skus.length > 0 && (
        <Text size="xs" c="dimmed" fw={600} component="span" display="block">
          Supersedes {hit.alternate_skus.join(', ')}
        </Text>
      )}
    </>
  );
}

/**
 * Product search by SKU: from 3 characters, one request at a time, hits cached per term for the session.
 * Each hit links to the product's editor.
 */
export function ProductSearchAutocomplete() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { hits, loading, searchedTerm, search } = useSingleFlightSearch(searchProducts, {
    minLength: PRODUCT_SEARCH_MIN_LENGTH,
    cache: productSearchCache,
  });
  const showDropdown = open && text.trim().length >= PRODUCT_SEARCH_MIN_LENGTH;

  return (
    // No popup roles: the box stays a plain search box (a textbox may not carry aria-expanded) and the hits are
    // a list of links after it.
    <Popover
      opened={showDropdown}
      position="bottom-start"
      width="target"
      shadow="md"
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          aria-label="Search products by SKU"
          placeholder="Search products by SKU..."
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={loading ? <Loader size={14} /> : undefined}
          value={text}
          w={{ base: '100%', sm: 320 }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
            search(e.currentTarget.value);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Paper>
          {hits.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {loading || searchedTerm !== text.trim() ? 'Searching...' : 'No products found'}
            </Text>
          ) : (
            // Only the list of links scrolls: a scrolling box must hold something to focus (WCAG 2.1.1).
            <ScrollArea.Autosize mah="15rem" type="auto">
              <nav aria-label="Product search results">
                {hits.map((hit) => (
                  <NavLink
                    key={hit.id}
                    component={Link}
                    to={catalogueUrls.editProduct(hit.slug)}
                    label={<HitLabel hit={hit} />}
                    description={<HitDescription hit={hit} />}
                    onClick={() => setOpen(false)}
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          )}
        </Paper>
      </Popover.Dropdown>
    </Popover>
  );
}
