import type { FitmentLint } from '@partsflow/contracts';

/**
 * The fitment linter, in the spirit of the ACES lint tools: per vehicle, the product's own applications that
 * duplicate or overlap each other, that claim years outside the vehicle's production, and gaps between them
 * (fits 2012 to 2016 except 2014). Pure: works on the applications as loaded.
 */
export interface LintApplication {
  id: number;
  year_from: number | null;
  month_from: number | null;
  year_to: number | null;
  month_to: number | null;
  fitment_notes: string | null;
  /** Attribute (title, value) pairs. */
  attributes: { title: string; value: string }[];
  vehicles: LintVehicle[];
}
export interface LintVehicle {
  id: number;
  title: string;
  year_from: number;
  month_from: number;
  year_to: number | null;
  month_to: number | null;
}

/** A span in months since year 0, both ends included; `to` Infinity when ongoing. */
interface Span {
  from: number;
  to: number;
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** The months the application claims for the vehicle: its own range, each open end taken from the vehicle. */
function claimed(app: LintApplication, v: LintVehicle): Span {
  const from =
    app.year_from !== null
      ? monthIndex(app.year_from, app.month_from ?? 1)
      : monthIndex(v.year_from, v.month_from);
  const to =
    app.year_to !== null
      ? monthIndex(app.year_to, app.month_to ?? 12)
      : v.year_to !== null
        ? monthIndex(v.year_to, v.month_to ?? 12)
        : Infinity;
  return { from, to };
}

function production(v: LintVehicle): Span {
  return {
    from: monthIndex(v.year_from, v.month_from),
    to: v.year_to !== null ? monthIndex(v.year_to, v.month_to ?? 12) : Infinity,
  };
}

const yearOf = (m: number) => Math.floor(m / 12);
const showSpan = (s: Span) => `${yearOf(s.from)}-${s.to === Infinity ? '' : yearOf(s.to)}`;
const showYears = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);

/** Applications with the same attributes and notes describe the same part position: only they can clash. */
function qualifier(app: LintApplication): string {
  const attrs = app.attributes
    .map((a) => `${a.title.toLowerCase()}=${a.value.trim().toLowerCase()}`)
    .sort()
    .join('|');
  return `${attrs}#${(app.fitment_notes ?? '').trim().toLowerCase()}`;
}

export function lintApplications(apps: LintApplication[]): FitmentLint[] {
  const findings: FitmentLint[] = [];
  const byVehicle = new Map<number, { vehicle: LintVehicle; apps: LintApplication[] }>();
  for (const app of apps) {
    for (const v of app.vehicles) {
      const entry = byVehicle.get(v.id) ?? { vehicle: v, apps: [] };
      entry.apps.push(app);
      byVehicle.set(v.id, entry);
    }
  }
  for (const { vehicle, apps: list } of byVehicle.values()) {
    const prod = production(vehicle);
    for (const app of list) {
      const span = claimed(app, vehicle);
      // Whole years, as ACES lint does: an application from March of the first model year is not an error.
      if (
        yearOf(span.from) < yearOf(prod.from) ||
        (prod.to !== Infinity && yearOf(span.to) > yearOf(prod.to))
      ) {
        findings.push({
          kind: 'out_of_production',
          message: `${showSpan(span)} is outside the production years of ${vehicle.title} (${showSpan(prod)})`,
          vehicle_id: vehicle.id,
          vehicle_application_ids: [app.id],
        });
      }
    }
    const groups = new Map<string, LintApplication[]>();
    for (const app of list) groups.set(qualifier(app), [...(groups.get(qualifier(app)) ?? []), app]);
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const spans = group
        .map((app) => ({ app, span: claimed(app, vehicle) }))
        .sort((a, b) => a.span.from - b.span.from || a.span.to - b.span.to || a.app.id - b.app.id);
      for (let i = 0; i < spans.length; i++) {
        for (let j = i + 1; j < spans.length; j++) {
          const a = spans[i]!;
          const b = spans[j]!;
          if (b.span.from > a.span.to) break;
          const same = a.span.from === b.span.from && a.span.to === b.span.to;
          findings.push({
            kind: same ? 'duplicate' : 'overlap',
            message: same
              ? `Duplicate application for ${vehicle.title} (${showSpan(a.span)})`
              : `Overlapping applications for ${vehicle.title}: ${showSpan(a.span)} and ${showSpan(b.span)}`,
            vehicle_id: vehicle.id,
            vehicle_application_ids: [a.app.id, b.app.id],
          });
        }
      }
      // Gaps: whole years between the covered spans, inside the first and last claimed years.
      let coveredTo = spans[0]!.span.to;
      let lastApp = spans[0]!.app;
      for (const { app, span } of spans.slice(1)) {
        if (coveredTo !== Infinity && span.from > coveredTo + 1) {
          const gapFrom = yearOf(coveredTo + 1);
          const gapTo = yearOf(span.from - 1);
          findings.push({
            kind: 'gap',
            message: `Gap in fitment for ${vehicle.title}: ${showYears(gapFrom, gapTo)} not covered`,
            vehicle_id: vehicle.id,
            vehicle_application_ids: [lastApp.id, app.id],
          });
        }
        if (span.to > coveredTo) {
          coveredTo = span.to;
          lastApp = app;
        }
      }
    }
  }
  return findings;
}
