import type { BoxesReply, BoxInput, BoxReply } from '@partsflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const boxKeys = {
  all: ['distribution', 'boxes'] as const,
};

/** The distributor's shipping boxes (`GET /boxes`). */
export const boxesQuery = () =>
  queryOptions({
    queryKey: boxKeys.all,
    queryFn: ({ signal }) => api<BoxesReply>('/api/distributor/boxes', { signal }).then((r) => r.boxes),
  });

/** `POST /box` or `PATCH /box/{id}`; the answer's boxes list replaces the cached one. */
export function useSaveBox() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, box }: { id: number | null; box: BoxInput['box'] }) =>
      api<BoxReply>(id === null ? '/api/distributor/box' : `/api/distributor/box/${id}`, {
        method: id === null ? 'POST' : 'PATCH',
        body: { box: { ...box, dimensions_unit: 'cm', weight_unit: 'kg' } },
      }),
    onSuccess: (reply) => qc.setQueryData(boxKeys.all, reply.boxes),
  });
}

/** `DELETE /box/{id}`; the caller puts the answer's boxes in the cache (the list updates a second later). */
export function useRemoveBox() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: number) => api<BoxesReply>(`/api/distributor/box/${id}`, { method: 'DELETE' }),
  });
  return { ...mutation, showBoxes: (boxes: BoxesReply['boxes']) => qc.setQueryData(boxKeys.all, boxes) };
}
