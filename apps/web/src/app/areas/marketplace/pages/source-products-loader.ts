import type { LoaderFunctionArgs } from 'react-router';
import { prefetchSourceProducts } from '../../../../features/marketplace/index.ts';

/**
 * The Source Products route's loader, a module of its own: it loads beside the page's code, not after it, and the
 * first screen's requests leave as soon as it has run (they wait for nothing; decision 0035).
 */
export function sourceProductsLoader({ request }: LoaderFunctionArgs): null {
  prefetchSourceProducts(new URL(request.url).searchParams);
  return null;
}
