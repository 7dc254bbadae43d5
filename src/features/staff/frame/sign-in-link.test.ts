import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { isPageWithoutSession, safeNext, signInHref } from './sign-in-link';

describe('the pages without a session', () => {
  it('are signing in, joining and the two password pages, and nothing else', () => {
    for (const route of [
      paths.staffSignIn,
      paths.staffJoin,
      paths.staffForgotPassword,
      paths.staffResetPassword,
    ]) {
      expect(isPageWithoutSession(route.href()), route.href()).toBe(true);
    }
    for (const route of [paths.staffInbox, paths.staffAccount, paths.staffActivity]) {
      expect(isPageWithoutSession(route.href()), route.href()).toBe(false);
    }
  });

  it('are never where signing in leads back to', () => {
    const inbox = paths.staffInbox.href();
    expect(safeNext(`${paths.staffJoin.href()}#token`)).toBe(inbox);
    expect(safeNext(`${paths.staffResetPassword.href()}?x=1`)).toBe(inbox);
    expect(safeNext(paths.staffSignIn.href())).toBe(inbox);
    expect(safeNext(paths.staffActivity.href())).toBe(paths.staffActivity.href());
    expect(safeNext('//evil.example/staff')).toBe(inbox);
  });

  it('tell the sign-in page why it was opened', () => {
    expect(signInHref({ reason: 'password-set' })).toBe(
      `${paths.staffSignIn.href()}?reason=password-set`,
    );
  });
});
