/**
 * The company's practices, which a job belongs to one of: its service lines (the services pages,
 * src/content/services), with the three data services apart as they are on the site, and the
 * company's own sales and marketing, which is no service line but is where its sellers and
 * marketers work. The names staff and visitors read are copy (src/content/practice-areas.ts);
 * these keys are what is stored (`jobs.practice`) and checked (./job-input.ts), so a key never
 * changes once shipped: a renamed practice changes its name, not its key.
 */
export const practiceAreas = [
  'it-solutions',
  'product-development',
  'data-engineering',
  'data-science',
  'business-analytics',
  'staff-augmentation',
  'offshore-development',
  'software-var',
  'it-consultancy',
  'it-training',
  'project-management',
  'sales-marketing',
] as const;
export type PracticeArea = (typeof practiceAreas)[number];

export function isPracticeArea(value: unknown): value is PracticeArea {
  return practiceAreas.some((area) => area === value);
}

/**
 * The practice of each of the five first jobs (./first-jobs.ts, which never changes), by their
 * reference number: migration 0022 gives it to them in a database, and the build's pages show it,
 * so a fresh install still serves the pages the build made. Frozen as the first jobs are.
 */
export const firstJobPractices: Readonly<Record<string, PracticeArea>> = {
  'project-manager': 'project-management',
  'senior-it-sales': 'sales-marketing',
  'marketing-associate': 'sales-marketing',
  'oracle-erp-associate': 'it-consultancy',
  'sap-utilities': 'it-consultancy',
};
