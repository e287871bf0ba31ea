import type { Area, Session, SessionTeam } from '@partsflow/contracts';
import { currentTeam } from '../api/session.ts';

// The contracts' AREAS in menu order. Kept here as a record over the Area type, so the compiler checks it names
// every area and no other: importing the constant would bring the contracts' schemas (and zod) into the shell's
// first download, which needs no validation.
const AREA_ORDER: Record<Area, number> = { catalogue: 0, marketplace: 1, distributor: 2 };
export const AREAS = (Object.keys(AREA_ORDER) as Area[]).sort((a, b) => AREA_ORDER[a] - AREA_ORDER[b]);

export const AREA_LABELS: Record<Area, string> = {
  catalogue: 'Catalogue',
  marketplace: 'Marketplace',
  distributor: 'Distributor',
};

/** The services a team has switched on, from its platform flags, in menu order. */
export function teamAreas(team: Pick<SessionTeam, `${Area}_platform_enabled`> | null): Area[] {
  if (!team) return [];
  return AREAS.filter((a) => team[`${a}_platform_enabled`]);
}

/** The areas this person may open now: the current team's, or all of them for platform staff. */
export function enabledAreas(session: Session): Area[] {
  if (session.user.staff) return [...AREAS];
  return teamAreas(currentTeam(session));
}

export function canOpenArea(session: Session, area: Area): boolean {
  return enabledAreas(session).includes(area);
}
