/**
 * The names of the company's practices (the keys are src/shared/jobs/practice-areas.ts), as a
 * job's page, its JobPosting markup and the staff Jobs area show them: the service lines' own
 * titles (src/content/services), and the company's own sales and marketing.
 */
import type { PracticeArea } from '@/shared/jobs/practice-areas';

export const practiceAreaNames = {
  'it-solutions': 'IT Solutions Delivery',
  'product-development': 'Product Development',
  'data-engineering': 'Data Engineering',
  'data-science': 'Data Science Solutions',
  'business-analytics': 'Business Analytics',
  'staff-augmentation': 'Staff Augmentation',
  'offshore-development': 'Offshore Development',
  'software-var': 'Software VAR',
  'it-consultancy': 'IT Consultancy',
  'it-training': 'Corporate IT Training Services',
  'project-management': 'Project Management',
  'sales-marketing': 'Sales and Marketing',
} as const satisfies Record<PracticeArea, string>;
