import type { TeamBrands } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The switcher's calls (spec section 7: POST /users/{id}/brand, POST and DELETE /users/{id}/favourite-brand). */
const base = '/api/catalogue';
const paths = {
  teamBrands: () => `${base}/team/brands`,
  switchBrand: (userId: number) => `${base}/users/${userId}/brand`,
  favourite: (userId: number) => `${base}/users/${userId}/favourite-brand`,
} as const;

/** The root of every brand query key (the catalogue's brand pages use it too, so a change refreshes both). */
export const BRAND_KEY_ROOT = ['catalogue', 'brands'] as const;
const switcherKey = [...BRAND_KEY_ROOT, 'switcher'] as const;

export function useSwitcherBrands() {
  return useQuery({
    queryKey: switcherKey,
    queryFn: ({ signal }) => api<TeamBrands>(paths.teamBrands(), { signal }),
  });
}

/** The catalogue's product queries (its lists follow the current brand): refreshed after a switch. */
const PRODUCT_KEY_ROOT = ['catalogue', 'products'] as const;

type SwitchReply = { message: string; current_brand_id: number | null; location?: string };

/** Choose a brand (`brandId`), or none (`null`: All brands, DELETE) as the user's current brand. */
export function useSwitchBrand(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (brandId: number | null) =>
      brandId === null
        ? api<SwitchReply>(paths.switchBrand(userId), { method: 'DELETE' })
        : api<SwitchReply>(paths.switchBrand(userId), { method: 'POST', body: { brand_id: brandId } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: switcherKey }),
        qc.invalidateQueries({ queryKey: PRODUCT_KEY_ROOT }),
      ]),
  });
}

export function useToggleFavourite(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ brandId, favourite }: { brandId: number; favourite: boolean }) =>
      api<{ message: string; favourite: boolean }>(paths.favourite(userId), {
        method: favourite ? 'POST' : 'DELETE',
        body: { brand_id: brandId },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: BRAND_KEY_ROOT }),
  });
}
