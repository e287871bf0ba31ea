import type { Chart, MediaItem } from '@partsflow/contracts';
import type { MediaRow } from './media.repository.ts';

/** Where the browser fetches a media file (the original, or a thumbnail by size). */
export const mediaFileUrl = (id: number, size?: 'small' | 'medium' | 'large') =>
  `/api/catalogue/media/${id}/file${size ? `?size=${size}` : ''}`;

export function presentMedia(r: MediaRow, primary: boolean): MediaItem {
  return {
    id: r.id,
    media_type: r.media_type,
    url: mediaFileUrl(r.id),
    thumbnails: r.has_thumbnails
      ? {
          small: mediaFileUrl(r.id, 'small'),
          medium: mediaFileUrl(r.id, 'medium'),
          large: mediaFileUrl(r.id, 'large'),
        }
      : null,
    file_name: r.file_name,
    position: r.position,
    primary,
    size_bytes: r.size_bytes,
    created_at: r.created_at.toISOString(),
  };
}

export function presentChart(r: MediaRow): Chart {
  return {
    id: r.id,
    title: r.title ?? r.file_name,
    url: mediaFileUrl(r.id),
    file_name: r.file_name,
    created_at: r.created_at.toISOString(),
  };
}
