import type { SettingsList, UpdateSettingInput } from '@partsflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const mp = '/api/marketplace/v1/marketplace';

export const settingsKeys = {
  all: ['marketplace', 'settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
};

export function useMarketplaceSettings() {
  return useQuery({
    queryKey: settingsKeys.list(),
    queryFn: ({ signal }) => api<SettingsList>(`${mp}/settings`, { signal }),
  });
}

export function useUpdateSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingInput) =>
      api<unknown>(`${mp}/update-setting`, { method: 'POST', body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
