import ExcelJS from 'exceljs';
import { openBulkConnection } from '../../db/bulk.ts';
import type { AppContext } from '../../context.ts';
import type { DemoTeams } from '../../../demo/demo-accounts.ts';
import { seedDistributors } from '../../../modules/distribution/index.ts';
import type { TestClient } from '../../../../test/test-app.ts';

/** Two distributors: the first with locations MEL and SYD, the second with PER. */
export async function seedTwoDistributors(ctx: AppContext, teams: DemoTeams) {
  const bulk = await openBulkConnection(ctx.database);
  const loc = (name: string, code: string, active = true) => ({
    name,
    code,
    address1: '1 Test St',
    city: name,
    state: 'VIC',
    postcode: '3000',
    latitude: -37.8,
    longitude: 144.9,
    contactPerson: 'Pat',
    contactPhone: '0400000000',
    contactEmail: 'pat@example.test',
    consignmentEmail: 'pat@example.test',
    pickupInstructions: '',
    active,
    acceptPoBoxAddresses: false,
    shippingSettings: {},
    pickupHours: [],
  });
  try {
    await bulk.transaction((s) =>
      seedDistributors(
        s,
        [
          {
            teamId: teams.distributors[0]!,
            name: 'Eastern',
            stripeConnectOnboarded: false,
            locations: [loc('Melbourne', 'MEL'), loc('Sydney', 'SYD', false)],
          },
          {
            teamId: teams.distributors[1]!,
            name: 'West',
            stripeConnectOnboarded: false,
            locations: [loc('Perth', 'PER')],
          },
        ],
        () => undefined,
      ),
    );
  } finally {
    bulk.release();
  }
}

/** A multipart body with one file part. */
export function fileUpload(name: string, content: Buffer | string, type = 'text/csv') {
  const boundary = '----partsflowimport';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(client: TestClient, type: string, name: string, content: Buffer | string) {
  return client.request({
    method: 'POST',
    url: `/api/imports/${type}/uploads`,
    ...fileUpload(name, content),
  });
}

export async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
