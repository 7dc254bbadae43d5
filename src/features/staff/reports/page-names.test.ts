// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleSlugs, domainSlugs, paths, serviceSlugs } from '@/config/paths';
import { firstJobs } from '@/shared/jobs/first-jobs';
import { restRow } from '@/shared/analytics/reports';
import { namePage, nameRoute } from './page-names';

describe('a page of the reports by name', () => {
  it('names the pages of the menu as the menu does, with the address beside', () => {
    expect(namePage('/')).toEqual({ name: 'Home', path: '/' });
    expect(namePage('/careers')).toEqual({ name: 'Careers', path: '/careers' });
    expect(namePage('/aboutus')).toEqual({ name: 'About Us', path: '/aboutus' });
  });

  it('names a job’s page, at any address it had, by its stored job’s title now', () => {
    const jobPages = new Map([
      ['/careers/sap-utilities', 'SAP IS-U Consultant'],
      ['/careers/cloud-architect', 'Cloud Architect'],
      ['/careers/cloud-architect-omaha', 'Cloud Architect'],
    ]);
    expect(namePage('/careers/sap-utilities', jobPages)).toEqual({
      name: 'SAP IS-U Consultant',
      kind: 'Job opening',
      path: '/careers/sap-utilities',
    });
    expect(namePage('/careers/cloud-architect-omaha', jobPages)).toMatchObject({
      name: 'Cloud Architect',
      kind: 'Job opening',
    });
    // A page no job has (any more, or a made-up address) is shown by its address.
    expect(namePage('/careers/lighthouse-keeper', jobPages)).toEqual({
      name: '/careers/lighthouse-keeper',
    });
    expect(namePage('/careers/sap-utilities')).toEqual({ name: '/careers/sap-utilities' });
  });

  it('names a detail page by its own title and says what kind of page it is', () => {
    expect(namePage('/services/serv2sas')).toMatchObject({
      name: 'Staff Augmentation',
      kind: 'Service',
    });
    expect(namePage('/domains/dom1')).toMatchObject({ name: 'Healthcare', kind: 'Industry' });
    expect(namePage('/blogs/blogexp3')).toMatchObject({
      name: 'What IT Architecture Is and Why It Matters',
      kind: 'Article',
    });
    // The older prefix serves the same article: the same name, told apart by its kind.
    expect(namePage('/home/blogexp3')).toMatchObject({
      name: 'What IT Architecture Is and Why It Matters',
      kind: 'Article, older link',
    });
  });

  it('marks the two form pages with what is sent through them', () => {
    expect(namePage(paths.contact.href())).toEqual({
      name: 'Contact Us',
      path: '/contactus',
      form: 'leads',
    });
    expect(namePage(paths.apply.href())).toEqual({
      name: 'Apply Now',
      path: '/applynow',
      form: 'applications',
    });
    expect(namePage('/careers').form).toBeUndefined();
  });

  it('falls back to the address for a page it does not know, and names the rest row', () => {
    expect(namePage('/careers/a-job-posted-yesterday')).toEqual({
      name: '/careers/a-job-posted-yesterday',
    });
    expect(namePage(restRow)).toEqual({ name: 'All other pages' });
  });

  it('has a name for every page of the site, each its own', () => {
    const all = [
      ...Object.values(paths)
        .filter(
          (page) =>
            !page.pattern.includes(':') && !page.pattern.startsWith(paths.staffInbox.pattern),
        )
        .map((page) => page.pattern),
      ...serviceSlugs.map((slug) => paths.service.href(slug)),
      ...domainSlugs.map((slug) => paths.domain.href(slug)),
      ...firstJobs.map((job) => paths.job.href(job.slug)),
      ...articleSlugs.map((slug) => paths.article.href(slug)),
    ];
    // The jobs' pages are named by the reports' answer, as the first jobs' are here.
    const jobPages = new Map(firstJobs.map((job) => [paths.job.href(job.slug), job.title]));
    const names = all.map((path) => namePage(path, jobPages));
    for (const [index, named] of names.entries()) {
      expect(named.path, all[index]).toBe(all[index]);
      expect(named.name).not.toMatch(/^\//);
    }
    const labels = names.map((named) => `${named.name} ${named.kind ?? ''}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names a route of many pages by what they are, and one of a single page by its name', () => {
    expect(nameRoute(paths.job.pattern)).toBe('Job opening pages');
    expect(nameRoute(paths.service.pattern)).toBe('Service pages');
    expect(nameRoute('/contactus')).toBe('Contact Us');
    expect(nameRoute('/made-up/:id')).toBe('/made-up/:id');
  });
});
