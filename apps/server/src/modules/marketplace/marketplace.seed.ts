import { RowSet, writeRows, type RowCounter, type SqlSession } from '../../platform/db/bulk.ts';
import { stores } from './marketplace.tables.ts';

/** Demo data of the marketplace module: the merchants' sandbox stores. */
export interface StoreSeed {
  teamId: number;
  name: string;
  domain: string;
}

export async function seedStores(
  s: SqlSession,
  list: readonly StoreSeed[],
  count: RowCounter,
): Promise<void> {
  const rows = new RowSet(stores, ['team_id', 'name', 'platform', 'domain', 'settings']);
  for (const st of list) {
    rows.push({
      team_id: st.teamId,
      name: st.name,
      platform: 'sandbox',
      domain: st.domain,
      settings: JSON.stringify({ currency: 'AUD' }),
    });
  }
  await writeRows(s, rows, count);
}
