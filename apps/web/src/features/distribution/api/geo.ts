import type { Locality } from '@partsflow/contracts';
import { api, withQuery } from '../../../lib/api-client.ts';

/** The bundled gazetteer's localities matching a suburb name or postcode (`GET /api/geo/localities`). */
export async function searchLocalities(term: string): Promise<Locality[]> {
  if (!term) return [];
  const reply = await api<{ localities: Locality[] }>(
    withQuery('/api/geo/localities', { q: term, limit: 8 }),
  );
  return reply.localities;
}
