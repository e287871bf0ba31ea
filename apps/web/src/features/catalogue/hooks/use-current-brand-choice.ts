import { useState } from 'react';
import { useSwitcherBrands } from '../../brand-switcher/index.ts';

/** The user's current brand in this team (the brand switcher's choice), or null for All brands. */
export function useCurrentBrand() {
  const switcher = useSwitcherBrands();
  const id = switcher.data?.current_brand_id ?? null;
  return switcher.data?.brands.find((b) => b.id === id) ?? null;
}

/**
 * A screen's brand choice that follows the current brand until the user picks one (or clears it) on the screen
 * (decision 0276): the imports' brand, Run Export's brand. Answers the brand id as a Select value.
 */
export function useCurrentBrandChoice(): [string | null, (value: string | null) => void] {
  const current = useCurrentBrand();
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  return [chosen !== undefined ? chosen : current ? String(current.id) : null, setChosen];
}
