import {
  MERCHANT_PRODUCT_STATUSES,
  MY_PRODUCTS_PAGE_SIZE,
  type MerchantProductsQuery,
} from '@partsflow/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The My Products filters held in the URL (spec 2.6): query, store, brand, status, published and page. Every
 * change but the page resets the page to 1.
 */
export function useMyProductsQuery() {
  const [params, setParams] = useSearchParams();
  const query: MerchantProductsQuery = useMemo(() => {
    const status = params.get('status');
    const published = params.get('published');
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      per_page: MY_PRODUCTS_PAGE_SIZE,
      query: params.get('query') || undefined,
      store: Number(params.get('store')) || undefined,
      brand: params.get('brand') || undefined,
      status: MERCHANT_PRODUCT_STATUSES.includes(status as never)
        ? (status as MerchantProductsQuery['status'])
        : undefined,
      published: published === 'true' || published === 'false' ? published : undefined,
    };
  }, [params]);

  const set = useCallback(
    (key: string, value: string | null, keepPage = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    query,
    set,
    setPage: (page: number) => set('page', page > 1 ? String(page) : null, true),
  };
}
