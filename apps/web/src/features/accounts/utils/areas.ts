import { AREAS, type Area, type Session, type SessionTeam } from '@partsflow/contracts';
import { currentTeam } from '../api/session.ts';

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
