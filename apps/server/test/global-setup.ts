import { dropTestTemplates } from './test-database.ts';

/** The test databases' template is built by the first file that needs one; the run drops it at the end. */
export async function teardown(): Promise<void> {
  await dropTestTemplates();
}
