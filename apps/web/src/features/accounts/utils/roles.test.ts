import { describe, expect, it } from 'vitest';
import { NO_ROLES, toggleRole } from './roles.ts';

describe('toggleRole', () => {
  it('ticks editor, viewer and billing when admin is ticked', () => {
    expect(toggleRole(NO_ROLES, 'admin', true)).toEqual({
      admin: true,
      editor: true,
      billing: true,
      viewer: true,
    });
  });

  it('clears admin when editor, viewer or billing is unticked', () => {
    const all = toggleRole(NO_ROLES, 'admin', true);
    for (const role of ['editor', 'viewer', 'billing'] as const) {
      expect(toggleRole(all, role, false)).toEqual({ ...all, admin: false, [role]: false });
    }
  });

  it('unticking admin keeps the other roles', () => {
    const all = toggleRole(NO_ROLES, 'admin', true);
    expect(toggleRole(all, 'admin', false)).toEqual({ ...all, admin: false });
  });

  it('ticking a single role does not make anyone admin', () => {
    expect(toggleRole(NO_ROLES, 'viewer', true)).toEqual({ ...NO_ROLES, viewer: true });
  });
});
