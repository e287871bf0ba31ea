import type { LoaderFunctionArgs } from 'react-router';
import { prefetchProductList } from '../../../../features/catalogue/index.ts';

/**
 * The product list route's loader, a module of its own: it loads beside the page's code, not after it, and the
 * rows' request leaves as soon as it has run (it waits for nothing; decision 0035).
 */
export function productListLoader({ request }: LoaderFunctionArgs): null {
  prefetchProductList(new URL(request.url).searchParams);
  return null;
}
