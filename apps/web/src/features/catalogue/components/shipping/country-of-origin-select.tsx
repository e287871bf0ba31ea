import type { Product } from '@partsflow/contracts';
import { normaliseCountryOfOrigin } from '@partsflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchCountries } from '../../api/lookups.ts';
import { useUpdateProduct } from '../../api/products.ts';
import { lookupKeys } from '../../../../lib/lookups.ts';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';

type CountryOption = { code: string; name: string };

/** Country/Region of origin: saved as soon as it is chosen, reduced to 2 upper-case letters. */
export function CountryOfOriginSelect({ product }: { product: Product }) {
  const update = useUpdateProduct(product);
  const code = product.country_of_origin;
  // The product stores the code; the name comes from the same lookup the select uses.
  const named = useQuery({
    queryKey: lookupKeys.search('countries', code ?? '', 'by-code'),
    queryFn: () => searchCountries(code ?? ''),
    enabled: !!code,
    staleTime: 60 * 60_000,
  });
  const name = named.data?.find((c) => c.code === code)?.name;

  const change = async (option: CountryOption | null) => {
    const next = option ? normaliseCountryOfOrigin(option.code) : null;
    // Anything that is not a 2-letter code once reduced is ignored (spec section 5).
    if (next === undefined || next === code) return;
    await mutateWithToast(update.mutateAsync({ country_of_origin: next }), {
      success: TOASTS.countryUpdated,
      error: TOASTS.countryError,
    });
  };

  return (
    <AsyncSearchSelect<CountryOption>
      label="Country/Region of origin"
      placeholder="Search countries"
      kind="countries"
      fetcher={searchCountries}
      toOption={(c) => ({ value: c.code, label: `${c.name} (${c.code})` })}
      value={code ? { value: code, label: name ? `${name} (${code})` : code } : null}
      onChange={(_o, item) => void change(item)}
      busy={update.isPending}
      maw={360}
    />
  );
}
