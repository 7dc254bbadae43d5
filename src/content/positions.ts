/**
 * The five positions the site was first built with, by name alone. The jobs themselves live in
 * the database now (docs/jobs.md); these names remain for what only knows the first jobs: the
 * demo data (`npm run seed:demo`). The reports name job pages by the stored jobs' titles.
 */
import type { JobSlug } from '@/config/paths';

interface Position {
  slug: JobSlug;
  title: string;
}

export const positions = {
  projectManager: { slug: 'project-manager', title: 'Project Manager' },
  seniorItSales: { slug: 'senior-it-sales', title: 'Senior IT Sales' },
  marketingAssociate: { slug: 'marketing-associate', title: 'Marketing Associate' },
  oracleErpAssociate: { slug: 'oracle-erp-associate', title: 'Oracle ERP Associate' },
  sapUtilities: { slug: 'sap-utilities', title: 'SAP Utilities' },
} as const satisfies Record<string, Position>;

/** The positions in the order Careers lists them. */
export const positionList: readonly Position[] = Object.values(positions);

/** What an application names as its position when it is for no open job in particular. */
export const openApplication = 'Open application';
