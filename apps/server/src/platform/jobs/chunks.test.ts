import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client.ts';
import { runInChunks } from './chunks.ts';

// The embedded database answers without returning to the event loop: a job that chains chunk after chunk starves
// everything else (requests, timers) until it ends. `runInChunks` gives the loop a turn between chunks.
let database: Database;
beforeAll(async () => {
  database = await openPglite(null);
  await database.exec('create table chunk_rows (id int primary key, v int not null)');
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const CHUNKS = 12;

function chunk() {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into chunk_rows select g, 0 from generate_series(1, 500) g
          on conflict (id) do update set v = chunk_rows.v + 1`,
    );
  });
}

/** The chunk during which a timer set when the job starts gets to run (CHUNKS when only after the job). */
async function timerRunsAt(job: (onChunk: (n: number) => void) => Promise<void>): Promise<number> {
  let current = 0;
  let ranAt: number | null = null;
  setTimeout(() => (ranAt = current), 0);
  await job((n) => (current = n));
  return ranAt ?? CHUNKS;
}

describe('runInChunks on the embedded database', { timeout: 120_000 }, () => {
  it('lets a waiting timer run between chunks, where chained chunks keep it waiting to the end', async () => {
    const chained = await timerRunsAt(async (onChunk) => {
      for (let n = 0; n < CHUNKS; n++) {
        await chunk();
        onChunk(n + 1);
      }
    });
    // Without a turn of the loop the timer waits for the whole job: the starvation the helper exists for.
    expect(chained).toBe(CHUNKS);

    let ran = 0;
    const chunked = await timerRunsAt(async (onChunk) => {
      ran = await runInChunks(async (n) => {
        await chunk();
        onChunk(n + 1);
        return n + 1 === CHUNKS;
      });
    });
    expect(ran).toBe(CHUNKS);
    expect(chunked).toBeLessThanOrEqual(2);
    const res = (await database.db.execute(sql`select min(v)::int as v from chunk_rows`)) as unknown as {
      rows: { v: number }[];
    };
    // Every chunk of both jobs ran: 12 + 12 writes, the first an insert.
    expect(res.rows[0]?.v).toBe(2 * CHUNKS - 1);
  });

  it('stops after maxChunks and reports the chunks run', async () => {
    let calls = 0;
    const ran = await runInChunks(
      async () => {
        calls++;
        return false;
      },
      { maxChunks: 3 },
    );
    expect([ran, calls]).toEqual([3, 3]);
  });
});
