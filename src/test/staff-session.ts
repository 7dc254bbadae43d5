import type { StaffSessionInfo } from '@/shared/staff/api-types';

/**
 * A recruiter's session as the staff pages get it (the Jobs area and the applications), for the
 * staff pages' unit tests; override what a test is about.
 */
export function recruiterSession(overrides: Partial<StaffSessionInfo> = {}): StaffSessionInfo {
  return {
    email: 'recruiter@akscellence.example',
    role: 'recruiting',
    access: { kinds: ['apply'], activity: false, reports: false, accounts: false, jobs: true },
    csrfToken: 'token',
    idleExpiresAt: '2026-03-11T03:00:00Z',
    absoluteExpiresAt: '2026-03-11T14:00:00Z',
    timeZone: 'America/Chicago',
    twoFactor: { on: false, required: false, recoveryCodesLeft: 0 },
    ...overrides,
  };
}
