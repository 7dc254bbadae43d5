/**
 * Who sees what in the staff area, as the privacy notice promises it: contact requests are read
 * by sales (the sales and delivery leads), applications by recruiting (recruiters and hiring
 * managers), and admins read everything, including everyone's activity and the site's reports.
 * The staff routes ask these rules before they answer; the queries are handed the kinds a role
 * may see, so a list, a search or an export never holds an entry of another kind.
 */
import type { StaffRole } from '@/shared/staff/roles';
import type { SubmissionKind } from '@/shared/staff/submission-fields';

/** What only some roles may open beyond their kinds of entry. */
export type StaffCapability = 'activity' | 'reports' | 'accounts' | 'jobs';

interface RoleRules {
  /** The kinds of entry the role lists, reads, works, exports and deletes. */
  kinds: readonly SubmissionKind[];
  capabilities: readonly StaffCapability[];
}

const rules: Record<StaffRole, RoleRules> = {
  admin: {
    kinds: ['contact', 'apply'],
    capabilities: ['activity', 'reports', 'accounts', 'jobs'],
  },
  sales: { kinds: ['contact'], capabilities: [] },
  // Recruiters post and close the jobs they recruit for.
  recruiting: { kinds: ['apply'], capabilities: ['jobs'] },
};

export function kindsOf(role: StaffRole): readonly SubmissionKind[] {
  return rules[role].kinds;
}

export function seesKind(role: StaffRole, kind: SubmissionKind): boolean {
  return rules[role].kinds.includes(kind);
}

export function can(role: StaffRole, capability: StaffCapability): boolean {
  return rules[role].capabilities.includes(capability);
}

/** True when two roles share a kind of entry: one can be given the other's leads to work. */
export function sharesKinds(role: StaffRole, other: StaffRole): boolean {
  return rules[role].kinds.some((kind) => rules[other].kinds.includes(kind));
}
