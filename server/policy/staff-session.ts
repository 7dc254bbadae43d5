/**
 * How long a staff session lasts: it ends after 30 idle minutes, and after 12 hours in any case.
 */
export const sessionIdleMs = 30 * 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
/**
 * Sessions one account may have at once (a phone, a laptop, a second browser...); signing in
 * beyond it ends the least recently used.
 */
export const maxSessionsPerAccount = 10;

/**
 * The session cookie's name; `__Host-` is put in front over HTTPS (Secure, whole site, this host
 * only). The staff guard sets and reads it; the beacon endpoint only looks for it, so that staff
 * browsing their own site are not counted as visitors.
 */
export const sessionCookie = 'akscel_staff';
