import type { ListingStatus } from '@partsflow/contracts';

export {
  cleanOverrides,
  listingValidations,
  optionValue,
  sharedAttributes,
  type VariantSource,
} from '@partsflow/contracts';

/** The status shown: archived as chosen; otherwise invalid while there are validation problems. */
export function presentedStatus(
  state: 'draft' | 'published' | 'archived',
  validations: string[],
): ListingStatus {
  if (state === 'archived') return 'archived';
  return validations.length ? 'invalid' : state;
}
