/**
 * The reports' pages by name: the site's own name for each page, the address kept for whoever
 * asks, and which pages are the forms themselves.
 */
import { paths } from '@/config/paths';
import { jobPageKind, sitePageNames, siteRouteNames } from '@/content/staff/page-names';
import { staffCopy } from '@/content/staff/staff-copy';
import { restRow } from '@/shared/analytics/reports';

/** What a form page receives: the contact form the leads, the application form the applications. */
export type FormFigure = 'leads' | 'applications';

/**
 * The pages whose form sends the leads and applications. A lead counts for the pages its visitor
 * saw before the form, never the form's own page, so these pages have no conversion of their own:
 * they are where the conversions happen.
 */
export const formPages: ReadonlyMap<string, FormFigure> = new Map<string, FormFigure>([
  [paths.contact.href(), 'leads'],
  [paths.apply.href(), 'applications'],
]);

export interface NamedPage {
  name: string;
  /** The kind of page ("Job opening") when the name alone may not say. */
  kind?: string;
  /** The address, to show beside the name; absent where the name already is the address. */
  path?: string;
  /** For a form page, what is sent through it. */
  form?: FormFigure;
}

/**
 * A page of the reports by its name; a page the site does not know (yet) by its address. A job's
 * page is named by its job's title now (`jobPages`, by address, from the reports' answer).
 */
export function namePage(path: string, jobPages?: ReadonlyMap<string, string>): NamedPage {
  if (path === restRow) return { name: staffCopy.reports.pages.rest };
  const job = jobPages?.get(path);
  if (job !== undefined) return { name: job, kind: jobPageKind, path };
  const named = sitePageNames.get(path);
  if (!named) return { name: path };
  const form = formPages.get(path);
  return {
    name: named.name,
    path,
    ...(named.kind !== undefined && { kind: named.kind }),
    ...(form !== undefined && { form }),
  };
}

/** A route of the speed report (`/careers/:slug`) by name, or by its pattern when unknown. */
export function nameRoute(route: string): string {
  if (route === restRow) return staffCopy.reports.pages.rest;
  return siteRouteNames.get(route) ?? route;
}
