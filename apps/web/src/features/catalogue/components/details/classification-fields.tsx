import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import {
  searchBrands,
  searchProductCategories,
  searchSubBrands,
  type BrandOption,
} from '../../api/lookups.ts';
import { AsyncSearchSelect } from '../../../../components/async-search-select/async-search-select.tsx';
import type { DetailsFormValues } from './details-form-values.ts';
import { ProductTypeSelect } from './product-type-select.tsx';

/** Product Category, Product Type, Brand and Sub Brand. Changing the brand clears the sub-brand. */
export function ClassificationFields() {
  const { control, setValue, watch, formState } = useFormContext<DetailsFormValues>();
  const brand = watch('brand_option');
  const errors = formState.errors;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="product_category_option"
        render={({ field }) => (
          <AsyncSearchSelect
            label="Product Category"
            placeholder="Search categories"
            kind="product-categories"
            fetcher={searchProductCategories}
            toOption={(c) => ({ value: String(c.id), label: c.name })}
            value={field.value}
            onChange={(o) => {
              field.onChange(o);
              setValue('product_category_id', o ? Number(o.value) : null, { shouldDirty: true });
            }}
            error={errors.product_category_id?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="product_type_option"
        render={({ field }) => (
          <ProductTypeSelect
            value={field.value}
            onChange={(o) => {
              field.onChange(o);
              setValue('product_type_id', o ? Number(o.value) : null, { shouldDirty: true });
            }}
            error={errors.product_type_id?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="brand_option"
        render={({ field }) => (
          <AsyncSearchSelect<BrandOption>
            label="Brand"
            withAsterisk
            placeholder="Search brands"
            kind="brands"
            fetcher={searchBrands}
            toOption={(b) => ({ value: String(b.id), label: b.name })}
            value={field.value ? { value: String(field.value.id), label: field.value.name } : null}
            onChange={(_o, item) => {
              if (item?.id === field.value?.id) return;
              field.onChange(item);
              setValue('brand_id', item?.id ?? null, {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              });
              setValue('sub_brand_option', null, { shouldDirty: true });
              setValue('sub_brand_id', null, { shouldDirty: true });
            }}
            error={errors.brand_id?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="sub_brand_option"
        render={({ field }) => (
          <AsyncSearchSelect
            label="Sub Brand"
            withAsterisk
            placeholder={brand ? 'Search sub-brands' : 'Choose a brand first'}
            kind="sub-brands"
            scope={brand?.id ?? null}
            disabled={!brand}
            fetcher={(term) => searchSubBrands(brand?.id ?? 0, term)}
            toOption={(s) => ({ value: String(s.id), label: s.name })}
            value={field.value}
            onChange={(o) => {
              field.onChange(o);
              setValue('sub_brand_id', o ? Number(o.value) : null, {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              });
            }}
            error={errors.sub_brand_id?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
