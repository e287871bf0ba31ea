import type { ChartsReply, MediaReply, UploadMediaType } from '@partsflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPaths } from './paths.ts';
import type { ProductRef } from './product-ref.ts';
import { auditKeys, mediaKeys, productKeys } from './query-keys.ts';

type MediaProduct = ProductRef;

export const mediaQuery = (product: MediaProduct) =>
  queryOptions({
    queryKey: mediaKeys.list(product.id),
    queryFn: ({ signal }) =>
      api<MediaReply>(apiPaths.productPathRecords(product.brand.slug, product.slug, 'media'), { signal }),
  });

export const chartsQuery = (product: MediaProduct) =>
  queryOptions({
    queryKey: mediaKeys.charts(product.id),
    queryFn: ({ signal }) =>
      api<ChartsReply>(apiPaths.productPathRecords(product.brand.slug, product.slug, 'charts'), { signal }),
  });

/** Media changes also change the product (has_media, its primary image) and its history. */
function useInvalidate(product: MediaProduct) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: mediaKeys.list(product.id) }),
      qc.invalidateQueries({ queryKey: mediaKeys.charts(product.id) }),
      qc.invalidateQueries({ queryKey: productKeys.all }),
      qc.invalidateQueries({ queryKey: auditKeys.list(product.id) }),
    ]);
}

export function useUploadMedia(product: MediaProduct) {
  const invalidate = useInvalidate(product);
  return useMutation({
    mutationFn: ({ type, file }: { type: UploadMediaType; file: File }) => {
      const body = new FormData();
      body.append('product[media_type]', type);
      body.append('product[media_file]', file);
      return api<MediaReply>(apiPaths.productPathRecords(product.brand.slug, product.slug, 'media'), {
        method: 'POST',
        body,
      });
    },
    onSuccess: () => invalidate(),
  });
}

export function useUploadChart(product: MediaProduct) {
  const invalidate = useInvalidate(product);
  return useMutation({
    mutationFn: ({ title, file }: { title: string; file: File }) => {
      const body = new FormData();
      body.append('product[media_type]', 'chart');
      body.append('product[chart_title]', title);
      body.append('product[chart_file]', file);
      return api<ChartsReply>(apiPaths.productPathRecords(product.brand.slug, product.slug, 'charts'), {
        method: 'POST',
        body,
      });
    },
    onSuccess: () => invalidate(),
  });
}

export function useMakePrimary(product: MediaProduct) {
  const invalidate = useInvalidate(product);
  return useMutation({
    mutationFn: (id: number) => api<MediaReply>(apiPaths.makePrimaryMedia(id), { method: 'PUT' }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveMedia(product: MediaProduct) {
  const invalidate = useInvalidate(product);
  return useMutation({
    mutationFn: ({ id, chart }: { id: number; chart: boolean }) =>
      api<MediaReply | ChartsReply>(chart ? apiPaths.chart(id) : apiPaths.media(id), { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
