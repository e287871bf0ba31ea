import type { ProductType } from '@partsflow/contracts';
import { CREATE_OPTION_MIN_LENGTH, capitaliseFirst } from '@partsflow/contracts';
import { useState } from 'react';
import { mutateWithToast } from '../../../../lib/mutate-with-toast.ts';
import { serverMessageOr } from '../../../../lib/api-errors.ts';
import { searchProductTypes, useCreateProductType } from '../../api/lookups.ts';
import type { LookupOption } from '../../../../lib/lookups.ts';
import { TOASTS } from '../../utils/toast-messages.ts';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';

const CREATE_VALUE = '__create_product_type__';

/** The "Create {title}" option: a term longer than 3 characters that no result title matches exactly. */
export function createProductTypeOption(term: string, types: ProductType[]): LookupOption[] {
  const title = capitaliseFirst(term);
  if (term.length < CREATE_OPTION_MIN_LENGTH) return [];
  if (types.some((t) => t.title === term || t.title === title)) return [];
  return [{ value: CREATE_VALUE, label: `Create ${title}` }];
}

export function ProductTypeSelect({
  value,
  onChange,
  error,
}: {
  value: LookupOption | null;
  onChange: (option: LookupOption | null) => void;
  error?: string;
}) {
  const create = useCreateProductType();
  const [creating, setCreating] = useState(false);

  const createType = async (term: string) => {
    setCreating(true);
    const created = await mutateWithToast(create.mutateAsync(capitaliseFirst(term)), {
      success: false,
      error: (err) => serverMessageOr(err, TOASTS.unexpected),
    });
    if (created.ok) onChange({ value: String(created.data.id), label: created.data.title });
    // The spinner stays a moment so the change is noticed (spec section 9: reset after 1 s).
    setTimeout(() => setCreating(false), 1000);
  };

  return (
    <AsyncSearchSelect<ProductType>
      label="Product Type"
      placeholder="Search product types"
      kind="product-types"
      fetcher={searchProductTypes}
      toOption={(t) => ({ value: String(t.id), label: t.title })}
      value={value}
      onChange={(o) => onChange(o)}
      extraOptions={createProductTypeOption}
      onExtraOption={(_o, term) => void createType(term)}
      busy={creating}
      error={error}
    />
  );
}
