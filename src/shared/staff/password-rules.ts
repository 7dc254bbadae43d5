/**
 * The length rule of staff passwords, shared by the server's policy (server/staff/password-policy.ts,
 * which also refuses easy guesses) and the pages where a password is chosen, which say it up front.
 */
export const minPasswordLength = 12;
