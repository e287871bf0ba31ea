import type { Db } from '../platform/db/client.ts';
import { hashPassword } from '../platform/auth/tokens.ts';
import { createTeam, createUser, setMembership } from '../modules/accounts/index.ts';

export const DEMO_PASSWORD = 'partsflow-demo';

export interface DemoTeams {
  staff: number;
  brands: number[];
  merchants: number[];
  distributors: number[];
}

type Roles = { admin: boolean; editor: boolean; billing: boolean; viewer: boolean };
const ADMIN: Roles = { admin: true, editor: true, billing: true, viewer: true };
const VIEWER: Roles = { admin: false, editor: false, billing: false, viewer: true };

/** The demo teams and their sign-ins. Every user has the password `partsflow-demo`. */
export async function seedDemoAccounts(db: Db): Promise<DemoTeams> {
  // One hash for all: argon2id is deliberately slow and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const user = (email: string, name: string, staff = false) =>
    createUser(db, { email, name, passwordHash, staff });
  const member = (teamId: number, userId: number, roles: Roles) =>
    setMembership(db, { teamId, userId, ...roles });

  const staffTeam = await createTeam(db, {
    name: 'Partsflow Staff',
    catalogue: true,
    marketplace: true,
    distributor: true,
  });
  const brandTeam1 = await createTeam(db, {
    name: 'Apex Brake Co',
    catalogue: true,
    marketplace: false,
    distributor: false,
  });
  const brandTeam2 = await createTeam(db, {
    name: 'Southern Cross Filters',
    catalogue: true,
    marketplace: false,
    distributor: false,
  });
  const brandTeam3 = await createTeam(db, {
    name: 'Outback Suspension Group',
    catalogue: true,
    marketplace: false,
    distributor: false,
  });
  const merchant1 = await createTeam(db, {
    name: 'Redline Auto Parts',
    catalogue: false,
    marketplace: true,
    distributor: false,
  });
  const merchant2 = await createTeam(db, {
    name: 'Coastal 4x4 Supplies',
    catalogue: false,
    marketplace: true,
    distributor: false,
  });
  const distributor1 = await createTeam(db, {
    name: 'Eastern Parts Distribution',
    catalogue: false,
    marketplace: false,
    distributor: true,
  });
  const distributor2 = await createTeam(db, {
    name: 'WestLink Logistics',
    catalogue: false,
    marketplace: false,
    distributor: true,
  });

  const staff = await user('staff@demo.test', 'Sam Staff', true);
  await member(staffTeam.id, staff.id, ADMIN);
  const brand = await user('brand@demo.test', 'Bree Brand');
  await member(brandTeam1.id, brand.id, ADMIN);
  const brand2 = await user('brand2@demo.test', 'Ben Brand');
  await member(brandTeam2.id, brand2.id, ADMIN);
  const brand3 = await user('brand3@demo.test', 'Olivia Outback');
  await member(brandTeam3.id, brand3.id, ADMIN);
  // A read-only colleague, to show (and test) what a viewer may do.
  const viewer = await user('viewer@demo.test', 'Vic Viewer');
  await member(brandTeam1.id, viewer.id, VIEWER);
  const merchant = await user('merchant@demo.test', 'Mia Merchant');
  await member(merchant1.id, merchant.id, ADMIN);
  const merchantTwo = await user('merchant2@demo.test', 'Max Merchant');
  await member(merchant2.id, merchantTwo.id, ADMIN);
  const distributor = await user('distributor@demo.test', 'Dana Distributor');
  await member(distributor1.id, distributor.id, ADMIN);
  const distributorTwo = await user('distributor2@demo.test', 'Dev Distributor');
  await member(distributor2.id, distributorTwo.id, ADMIN);
  // A user in several teams sees the team switcher.
  await member(merchant1.id, brand.id, { admin: false, editor: true, billing: false, viewer: true });

  return {
    staff: staffTeam.id,
    brands: [brandTeam1.id, brandTeam2.id, brandTeam3.id],
    merchants: [merchant1.id, merchant2.id],
    distributors: [distributor1.id, distributor2.id],
  };
}
