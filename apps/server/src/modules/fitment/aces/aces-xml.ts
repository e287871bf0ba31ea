/**
 * The ACES-style fitment file (aces.xsd beside this file): pure writing, one App per vehicle of an application,
 * streamed as text chunks so a brand with a million applications never sits in memory as one string.
 */

export interface AcesHeader {
  company: string;
  sender: string;
  brand: string;
  /** YYYY-MM-DD. */
  date: string;
}

export interface AcesVehicle {
  id: number;
  make: string;
  model: string;
  series: string;
  variant: string | null;
  body: string | null;
  engine: string | null;
  fuel: string | null;
  drive: string | null;
  transmission: string | null;
  year_from: number;
  month_from: number;
  year_to: number | null;
  month_to: number | null;
}

export interface AcesApplication {
  /** The application's id (App ref). */
  id: number;
  sku: string;
  notes: string | null;
  /** The application's own range; null ends take the vehicle's. */
  year_from: number | null;
  month_from: number | null;
  year_to: number | null;
  month_to: number | null;
  attributes: { title: string; value: string }[];
  vehicles: AcesVehicle[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// Characters XML 1.0 cannot hold at all (controls other than tab, newline, carriage return).
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlText(s: string): string {
  return s.replace(INVALID, '').replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

const el = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === ''
    ? ''
    : `<${name}>${xmlText(value.trim())}</${name}>`;

export function acesHead(h: AcesHeader): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">\n<Header>` +
    el('Company', h.company) +
    el('SenderName', h.sender) +
    `<TransferDate>${h.date}</TransferDate>` +
    el('BrandName', h.brand) +
    el('DocumentTitle', `${h.brand} fitment`) +
    `<EffectiveDate>${h.date}</EffectiveDate><SubmissionType>FULL</SubmissionType>` +
    `<VehicleDatabase>Partsflow vehicle catalogue</VehicleDatabase></Header>\n`
  );
}

/** The App records of one application (one per vehicle), numbered from `nextId`. */
export function acesApps(a: AcesApplication, nextId: number): { xml: string; count: number } {
  let xml = '';
  let id = nextId;
  for (const v of a.vehicles) {
    // The claimed span: the application's range where it sets one, else the vehicle's production.
    const from = a.year_from ?? v.year_from;
    const fromMonth = a.year_from !== null ? a.month_from : v.month_from;
    const to = a.year_from !== null || a.year_to !== null ? a.year_to : v.year_to;
    const toMonth = a.year_to !== null ? a.month_to : a.year_from !== null ? null : v.month_to;
    const years =
      `<Years from="${from}"${to !== null ? ` to="${to}"` : ''}` +
      `${fromMonth ? ` fromMonth="${fromMonth}"` : ''}${to !== null && toMonth ? ` toMonth="${toMonth}"` : ''}/>`;
    const subModel = v.variant?.trim() ? el('SubModel', v.variant) : '';
    xml +=
      `<App action="A" id="${id}" ref="${a.id}"><Vehicle id="${v.id}">` +
      el('Make', v.make) +
      el('Model', v.model) +
      (v.series.trim() ? el('Series', v.series) : '') +
      subModel +
      el('BodyType', v.body) +
      el('EngineBase', v.engine) +
      el('FuelType', v.fuel) +
      el('DriveType', v.drive) +
      el('TransmissionType', v.transmission) +
      `</Vehicle>${years}` +
      a.attributes
        .filter((q) => q.value.trim())
        .map((q) => `<Qual name="${xmlText(q.title)}">${el('text', q.value)}</Qual>`)
        .join('') +
      el('Note', a.notes) +
      `<Qty>1</Qty>${el('Part', a.sku)}</App>\n`;
    id++;
  }
  return { xml, count: id - nextId };
}

export function acesFoot(count: number): string {
  return `<Footer><RecordCount>${count}</RecordCount></Footer>\n</ACES>\n`;
}
