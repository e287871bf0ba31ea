import { z } from 'zod';

/** The brand's ACES-style fitment export (docs/decisions/0832, screen 0843): a background job, then a file. */
export const acesExportStatusSchema = z.object({
  status: z.enum(['none', 'running', 'ready']),
  /** App records in the last finished file. */
  records: z.number().int().nullable(),
  finished_at: z.string().nullable(),
  download_url: z.string().nullable(),
});
export type AcesExportStatus = z.infer<typeof acesExportStatusSchema>;

/** Live topic of the export job's progress, to the team that started it. */
export const ACES_EXPORT_TOPIC = 'fitment.aces_export';

/** Products written so far of the brand's products; `records` App records so far. */
export interface AcesExportProgress {
  brand_id: number;
  done: number;
  total: number;
  records: number;
  finished: boolean;
}

export const ACES_EXPORT_MESSAGES = {
  started: 'ACES export started',
  ready: (records: number) => `ACES export ready: ${records} ${records === 1 ? 'record' : 'records'}`,
  failed: 'The ACES export could not be started',
} as const;
