import { z } from 'zod';

/** An Australian locality of the bundled gazetteer (postcode, suburb or town, state, coordinates). */
export const localitySchema = z.object({
  postcode: z.string(),
  locality: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Locality = z.infer<typeof localitySchema>;

export const localitySearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const localitySearchResultSchema = z.object({ localities: z.array(localitySchema) });
