import '../shared/no-eval.ts';
import { z } from 'zod';

/**
 * Product media (spec catalogue-pim sections 2 and 7): images, documents, videos, 3D models and charts, uploaded
 * one file at a time. The accepted extensions and size caps are shared by the dropzone and the server.
 */
export const MEDIA_TYPES = ['image', 'document', 'video', 'model'] as const;
export type UploadMediaType = (typeof MEDIA_TYPES)[number];
export const ALL_MEDIA_TYPES = [...MEDIA_TYPES, 'chart'] as const;
export type MediaType = (typeof ALL_MEDIA_TYPES)[number];

const MB = 1024 * 1024;

export interface MediaTypeRule {
  label: string;
  extensions: readonly string[];
  maxBytes: number;
  /** The dropzone's hint under the field. */
  hint: string;
}

export const MEDIA_RULES: Record<MediaType, MediaTypeRule> = {
  image: {
    label: 'Image',
    extensions: ['jpg', 'jpeg', 'png'],
    maxBytes: 10 * MB,
    hint: 'JPG or PNG up to 10MB',
  },
  document: { label: 'Document', extensions: ['pdf'], maxBytes: 10 * MB, hint: 'PDF up to 10MB' },
  video: { label: 'Video', extensions: ['mp4'], maxBytes: 100 * MB, hint: 'MP4 up to 100MB' },
  model: {
    label: '3D Model',
    extensions: ['glb', 'usdz'],
    maxBytes: 50 * MB,
    hint: 'GLB or USDZ up to 50MB',
  },
  chart: {
    label: 'Chart/Graph',
    extensions: ['csv', 'json'],
    maxBytes: 5 * MB,
    hint: 'CSV or JSON up to 5MB',
  },
};

/** The thumbnail widths made for every uploaded image (pixels; never enlarged). */
export const THUMBNAIL_SIZES = { small: 160, medium: 480, large: 1024 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;
export const mediaFileSizeSchema = z.enum(['original', 'small', 'medium', 'large']);
export type MediaFileSize = z.infer<typeof mediaFileSizeSchema>;

export const MEDIA_MESSAGES = {
  noFile: 'Your file could not be uploaded. Please try again.',
  mediaTypeInvalid: 'Choose a media type: image, document, video or 3D model',
  wrongExtension: (t: MediaType) =>
    `${MEDIA_RULES[t].label} files must be ${MEDIA_RULES[t].extensions.map((e) => `.${e}`).join(', ')}`,
  tooLarge: (t: MediaType) => `The file is too large: ${MEDIA_RULES[t].hint}`,
  unreadable: (t: MediaType) => `The file is not a valid ${MEDIA_RULES[t].label.toLowerCase()}`,
  chartTitleRequired: 'Chart title is required',
  chartTitleTooLong: 'Chart title must be at most 255 characters',
  notAnImage: 'Only an image can be the primary image',
  uploaded: 'Media uploaded',
  chartUploaded: 'Chart uploaded',
  madePrimary: 'Primary image updated',
  removed: 'Media removed',
  chartRemoved: 'Chart removed',
  // The editor's own toasts (spec section 8).
  uploadFailed: 'Error Uploading Product Image',
  makePrimaryFailed: 'Unable to set featured image',
  deleteFailed: 'Error Deleting Product media',
  deleteChartFailed: 'Error Deleting Product charts',
  refreshFailed: 'Could not refresh Media data',
  refreshChartsFailed: 'Could not refresh charts data',
} as const;

/** The extension of a file name, lower case, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const mediaItemSchema = z.object({
  id: z.number().int(),
  media_type: z.enum(ALL_MEDIA_TYPES),
  url: z.string(),
  /** Image thumbnails by size; null for other media. */
  thumbnails: z.object({ small: z.string(), medium: z.string(), large: z.string() }).nullable(),
  file_name: z.string(),
  position: z.number().int(),
  primary: z.boolean(),
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const chartSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  file_name: z.string(),
  created_at: z.string(),
});
export type Chart = z.infer<typeof chartSchema>;

export const mediaReplySchema = z.object({ message: z.string().optional(), media: z.array(mediaItemSchema) });
export type MediaReply = z.infer<typeof mediaReplySchema>;
export const chartsReplySchema = z.object({ message: z.string().optional(), charts: z.array(chartSchema) });
export type ChartsReply = z.infer<typeof chartsReplySchema>;

export const mediaFileQuerySchema = z.object({ size: mediaFileSizeSchema.default('original') });
