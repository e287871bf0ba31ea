import { describe, expect, it } from 'vitest';
import { access, enforceAccess, type AuthContext } from './access.ts';

const team = {
  id: 1,
  name: 'T',
  catalogue_platform_enabled: true,
  marketplace_platform_enabled: false,
  distributor_platform_enabled: false,
};
const session = (
  roles: { admin?: boolean; editor?: boolean; billing?: boolean; viewer?: boolean },
  staff = false,
): AuthContext => ({
  via: 'session',
  sessionId: 1,
  csrfToken: 'tok',
  user: { id: 1, email: 'a@b.c', name: 'A', staff },
  team,
  roles: { admin: false, editor: false, billing: false, viewer: false, ...roles },
});
const codeOf = (fn: () => void) => {
  try {
    fn();
    return 'allowed';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('enforceAccess', () => {
  it('lets anyone through a public route, even without an anti-forgery token', () => {
    expect(codeOf(() => enforceAccess(access.public(), { via: 'anonymous' }, 'POST', undefined))).toBe(
      'allowed',
    );
  });

  it('asks an anonymous caller to sign in', () => {
    expect(codeOf(() => enforceAccess(access.team(), { via: 'anonymous' }, 'GET', undefined))).toBe(
      'unauthenticated',
    );
    expect(codeOf(() => enforceAccess(access.user(), { via: 'anonymous' }, 'GET', undefined))).toBe(
      'unauthenticated',
    );
  });

  it('refuses a cookie write without the matching anti-forgery token', () => {
    const editor = session({ editor: true, viewer: true });
    expect(codeOf(() => enforceAccess(access.team({ role: 'editor' }), editor, 'POST', undefined))).toBe(
      'csrf_failed',
    );
    expect(codeOf(() => enforceAccess(access.team({ role: 'editor' }), editor, 'POST', 'other'))).toBe(
      'csrf_failed',
    );
    expect(codeOf(() => enforceAccess(access.team({ role: 'editor' }), editor, 'POST', 'tok'))).toBe(
      'allowed',
    );
  });

  it('lets a viewer read but not write', () => {
    const viewer = session({ viewer: true });
    expect(codeOf(() => enforceAccess(access.team(), viewer, 'GET', undefined))).toBe('allowed');
    expect(codeOf(() => enforceAccess(access.team(), viewer, 'PATCH', 'tok'))).toBe('forbidden');
    expect(codeOf(() => enforceAccess(access.team({ role: 'editor' }), viewer, 'POST', 'tok'))).toBe(
      'forbidden',
    );
  });

  it('requires the area to be enabled for the team', () => {
    const admin = session({ admin: true });
    expect(codeOf(() => enforceAccess(access.team({ area: 'catalogue' }), admin, 'GET', undefined))).toBe(
      'allowed',
    );
    expect(codeOf(() => enforceAccess(access.team({ area: 'distributor' }), admin, 'GET', undefined))).toBe(
      'forbidden',
    );
  });

  it('keeps staff pages for staff', () => {
    expect(codeOf(() => enforceAccess(access.staff(), session({ admin: true }), 'GET', undefined))).toBe(
      'forbidden',
    );
    expect(codeOf(() => enforceAccess(access.staff(), session({}, true), 'GET', undefined))).toBe('allowed');
  });

  it('gives the secret key full team access and the publishable key only declared reads', () => {
    const secret: AuthContext = { via: 'secret_key', team };
    const publishable: AuthContext = { via: 'publishable_key', team };
    expect(codeOf(() => enforceAccess(access.team({ role: 'admin' }), secret, 'POST', undefined))).toBe(
      'allowed',
    );
    expect(
      codeOf(() => enforceAccess(access.team({ publishable: true }), publishable, 'GET', undefined)),
    ).toBe('allowed');
    expect(
      codeOf(() => enforceAccess(access.team({ publishable: true }), publishable, 'POST', undefined)),
    ).toBe('forbidden');
    expect(codeOf(() => enforceAccess(access.team(), publishable, 'GET', undefined))).toBe('forbidden');
  });
});
