import { Readable } from 'node:stream';
import { ACES_EXPORT_TOPIC, type AcesExportProgress } from '@partsflow/contracts';
import type { Actor } from '../../../platform/auth/actor.ts';
import type { Scope } from '../../../platform/auth/access.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { LiveChannel } from '../../../platform/live/live-channel.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import * as repo from '../fitment.repository.ts';
import type { FitmentProducts } from '../fitment.service.ts';
import { acesApps, acesFoot, acesHead, type AcesVehicle } from './aces-xml.ts';

/** The ACES export's job queue: one job per brand at a time (singleton key), the file in storage. */
export const ACES_QUEUE = 'fitment.aces.export';
/** Products read per round while writing the file. */
const CHUNK = 500;

export interface AcesDeps {
  db: DbOrTx;
  jobs: Pick<JobQueue, 'send'>;
  storage: FileStorage;
  products: Pick<FitmentProducts, 'productsOfBrand'>;
  /** The live channel: the job tells the starter's team how far it is (topic ACES_EXPORT_TOPIC). */
  live?: Pick<LiveChannel, 'publish'>;
  now?: () => Date;
}

export interface AcesJob {
  teamId: number;
  brandId: number;
}

const fileOf = (j: AcesJob) => `aces/${j.teamId}/brand-${j.brandId}`;
const jobScope = (teamId: number): Scope => ({ teamId, userId: null, staff: false });

async function brandOrThrow(deps: AcesDeps, scope: Scope, brandId: number) {
  const found = await deps.products.productsOfBrand(deps.db, { scope, brandId });
  if (!found.brand) throw notFound('Brand not found');
  return found;
}

/** The brand's export: running (queued or being written), ready (a file to download) or none yet. */
export async function acesStatus(deps: AcesDeps, actor: Actor, brandId: number) {
  await brandOrThrow(deps, actor.scope, brandId);
  const base = fileOf({ teamId: actor.scope.teamId, brandId });
  const pending = await deps.storage.get(`${base}.pending`);
  const ready = pending ? null : await deps.storage.get(`${base}.json`);
  const info = ready ? (JSON.parse(ready.toString()) as { records: number; finished_at: string }) : null;
  return {
    status: pending ? ('running' as const) : info ? ('ready' as const) : ('none' as const),
    records: info?.records ?? null,
    finished_at: info?.finished_at ?? null,
    download_url: info ? `/api/catalogue/brands/${brandId}/aces_export.xml` : null,
  };
}

/**
 * POST: queue the brand's export as a background job. A second request while one runs joins it (the job's
 * singleton key and the pending marker), so a double click writes one file.
 */
export async function requestAcesExport(deps: AcesDeps, actor: Actor, brandId: number) {
  await brandOrThrow(deps, actor.scope, brandId);
  const job: AcesJob = { teamId: actor.scope.teamId, brandId };
  const base = fileOf(job);
  if (!(await deps.storage.get(`${base}.pending`))) {
    await deps.storage.put(`${base}.pending`, Buffer.from(new Date().toISOString()));
    await deps.jobs.send(ACES_QUEUE, job, { singletonKey: `aces-${job.teamId}-${job.brandId}` });
  }
  return acesStatus(deps, actor, brandId);
}

/** The text of the brand's file, chunk by chunk: products in SKU order, their applications, one App a vehicle. */
export async function* acesChunks(
  db: DbOrTx,
  input: { company: string; brand: string; date: string; products: { id: number; sku: string }[] },
  counted: { records: number },
  /** Hears the products written so far after each round. */
  onRound?: (done: number) => Promise<void>,
): AsyncGenerator<string> {
  yield acesHead({ company: input.company, sender: 'Partsflow', brand: input.brand, date: input.date });
  const vehicles = new Map<number, AcesVehicle>();
  for (let i = 0; i < input.products.length; i += CHUNK) {
    const chunk = input.products.slice(i, i + CHUNK);
    const skus = new Map(chunk.map((p) => [p.id, p.sku]));
    const apps = await repo.applicationsOfProducts(db, { productIds: chunk.map((p) => p.id) });
    if (!apps.length) {
      await onRound?.(i + chunk.length);
      continue;
    }
    const ids = apps.map((a) => a.id);
    const [links, attributes] = await Promise.all([
      repo.vehicleLinksOfApplications(db, { applicationIds: ids }),
      repo.attributesOfApplications(db, { applicationIds: ids }),
    ]);
    const missing = [...new Set(links.map((l) => l.vehicle_id))].filter((v) => !vehicles.has(v));
    for (const v of await repo.vehiclesByIds(db, { ids: missing }))
      vehicles.set(v.id, {
        id: v.id,
        make: v.make,
        model: v.model,
        series: v.series,
        variant: v.variant,
        body: v.body,
        engine: v.engine,
        fuel: v.fuel_type,
        drive: v.drive_type,
        transmission: v.transmission,
        year_from: v.year_from,
        month_from: v.month_from,
        year_to: v.year_to,
        month_to: v.month_to,
      });
    const order = new Map(chunk.map((p, k) => [p.id, k]));
    apps.sort((a, b) => (order.get(a.product_id) ?? 0) - (order.get(b.product_id) ?? 0) || a.id - b.id);
    let text = '';
    for (const a of apps) {
      const out = acesApps(
        {
          id: a.id,
          sku: skus.get(a.product_id) as string,
          notes: a.fitment_notes,
          year_from: a.year_from,
          month_from: a.month_from,
          year_to: a.year_to,
          month_to: a.month_to,
          attributes: attributes
            .filter((x) => x.vehicle_application_id === a.id)
            .map((x) => ({ title: x.title, value: x.value })),
          vehicles: links
            .filter((l) => l.vehicle_application_id === a.id)
            .map((l) => vehicles.get(l.vehicle_id))
            .filter((v): v is AcesVehicle => !!v)
            .sort((x, y) => x.id - y.id),
        },
        counted.records + 1,
      );
      counted.records += out.count;
      text += out.xml;
    }
    yield text;
    await onRound?.(i + chunk.length);
  }
  yield acesFoot(counted.records);
}

/** The job: writes the brand's file to storage, then its summary; the pending marker goes either way. */
export async function runAcesExport(deps: AcesDeps, job: AcesJob): Promise<void> {
  const base = fileOf(job);
  try {
    const found = await deps.products.productsOfBrand(deps.db, {
      scope: jobScope(job.teamId),
      brandId: job.brandId,
    });
    if (!found.brand) return;
    const now = (deps.now ?? (() => new Date()))();
    const counted = { records: 0 };
    const total = found.products.length;
    const progress = (p: Omit<AcesExportProgress, 'brand_id' | 'total' | 'records'>) =>
      deps.live?.publish(job.teamId, ACES_EXPORT_TOPIC, {
        brand_id: job.brandId,
        total,
        records: counted.records,
        ...p,
      } satisfies AcesExportProgress) ?? Promise.resolve();
    await progress({ done: 0, finished: false });
    await deps.storage.putStream(
      `${base}.xml`,
      Readable.from(
        acesChunks(
          deps.db,
          {
            company: found.brand.name,
            brand: found.brand.name,
            date: now.toISOString().slice(0, 10),
            products: found.products,
          },
          counted,
          (done) => progress({ done, finished: false }),
        ),
      ),
    );
    await deps.storage.put(
      `${base}.json`,
      Buffer.from(JSON.stringify({ records: counted.records, finished_at: now.toISOString() })),
    );
    // The marker goes first, so a status read on hearing "finished" answers ready.
    await deps.storage.remove(`${base}.pending`);
    await progress({ done: total, finished: true });
  } finally {
    await deps.storage.remove(`${base}.pending`);
  }
}

/** GET the file: a stream, or 404 before the first export finished. */
export async function acesFile(deps: AcesDeps, actor: Actor, brandId: number) {
  const found = await brandOrThrow(deps, actor.scope, brandId);
  const base = fileOf({ teamId: actor.scope.teamId, brandId });
  if (!(await deps.storage.get(`${base}.json`))) throw notFound('No ACES export yet');
  return { name: found.brand!.name, stream: deps.storage.read(`${base}.xml`) };
}
