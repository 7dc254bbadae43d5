/**
 * The open positions by name alone. The apply form needs only these two words per job, so they
 * live apart from the full job content (`jobs.ts`), which the form's pages would otherwise load.
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
