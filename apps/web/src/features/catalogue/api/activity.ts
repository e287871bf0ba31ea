import '@partsflow/contracts/no-eval';
import type { activityDatatableSchema } from '@partsflow/contracts';
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import { activityKeys } from './query-keys.ts';

export type ActivityDatatable = z.infer<typeof activityDatatableSchema>;
export type ActivityRow = ActivityDatatable['data'][number];

export function useBrandActivity(brandSlug: string, params: { page: number; per: number; query?: string }) {
  return useQuery({
    queryKey: activityKeys.datatable(brandSlug, params),
    queryFn: ({ signal }) =>
      api<ActivityDatatable>(apiPaths.brandActivityDatatable(brandSlug), { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
