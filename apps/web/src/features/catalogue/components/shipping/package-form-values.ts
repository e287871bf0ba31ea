import type { Package } from '@partsflow/contracts';
import { packageInputSchema } from '@partsflow/contracts';
import { contractResolver } from '../../../../lib/contract-resolver.ts';

export interface PackageFormValues {
  package_type_id: number | null;
  identifier: string;
  length: number | '';
  width: number | '';
  height: number | '';
  dimensions_unit: string;
  weight: number | '';
  weight_unit: string;
  use_outer_box: boolean;
  ships_separate: boolean;
  label: string;
}

/** The contract's package schema validates the form, so its messages are the API's. */
export const packageResolver = contractResolver<PackageFormValues, typeof packageInputSchema>(
  packageInputSchema,
);

export function packageDefaults(pkg: Package | null): PackageFormValues {
  return {
    package_type_id: pkg?.package_type_id ?? null,
    identifier: pkg?.identifier ?? '',
    length: pkg?.length ?? '',
    width: pkg?.width ?? '',
    height: pkg?.height ?? '',
    dimensions_unit: pkg?.dimensions_unit ?? 'cm',
    weight: pkg?.weight ?? '',
    weight_unit: pkg?.weight_unit ?? 'kg',
    use_outer_box: pkg?.use_outer_box ?? false,
    ships_separate: pkg?.ships_separate ?? false,
    label: pkg?.label ?? '',
  };
}
