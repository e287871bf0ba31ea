import type { MembershipRole } from '@partsflow/contracts';

export type Roles = Record<MembershipRole, boolean>;

export const NO_ROLES: Roles = { admin: false, editor: false, billing: false, viewer: false };

/**
 * One tickbox change in the Invite Team Member modal (marketplace spec 2.3): ticking Admin ticks Editor,
 * Viewer and Billing; unticking any of those three clears Admin.
 */
export function toggleRole(roles: Roles, role: MembershipRole, checked: boolean): Roles {
  if (role === 'admin') {
    return checked ? { admin: true, editor: true, billing: true, viewer: true } : { ...roles, admin: false };
  }
  return { ...roles, [role]: checked, admin: checked ? roles.admin : false };
}

export const ROLE_LABELS: Record<MembershipRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  billing: 'Billing',
  viewer: 'Viewer',
};
