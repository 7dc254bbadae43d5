/**
 * The roles a staff account has, shared by the server that enforces them and the staff pages
 * that adapt to them. What each role may do is decided on the server (server/policy/staff-roles.ts);
 * the pages learn it from the session's answer, never from a copy of the rules.
 */

export const staffRoles = ['admin', 'sales', 'recruiting'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}
