import type { AcesExportStatus, BrandWithSubBrands } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The brand's ACES-style fitment export (docs/decisions/0832 and 0843). */
const base = '/api/catalogue';
export const acesPaths = {
  brands: () => `${base}/brands`,
  status: (brandId: number) => `${base}/brands/${brandId}/aces_export`,
};

export const acesKeys = {
  brands: () => ['fitment', 'aces', 'brands'] as const,
  status: (brandId: number) => ['fitment', 'aces', 'status', brandId] as const,
};

/** The team's brands, to choose the one to export. */
export function useAcesBrands() {
  return useQuery({
    queryKey: acesKeys.brands(),
    queryFn: ({ signal }) => api<{ brands: BrandWithSubBrands[] }>(acesPaths.brands(), { signal }),
    select: (r) => r.brands,
    staleTime: 5 * 60_000,
  });
}

/** The brand's export: none, running or ready. While it runs it is read again every 2 s (a missed live message). */
export function useAcesStatus(brandId: number | null) {
  return useQuery({
    queryKey: acesKeys.status(brandId ?? 0),
    queryFn: ({ signal }) => api<AcesExportStatus>(acesPaths.status(brandId!), { signal }),
    enabled: brandId !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? 2000 : false),
  });
}

/** Starts the export; a second click while one runs joins it (the server's singleton job). */
export function useStartAcesExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (brandId: number) => api<AcesExportStatus>(acesPaths.status(brandId), { method: 'POST' }),
    onSuccess: (status, brandId) => qc.setQueryData(acesKeys.status(brandId), status),
  });
}
