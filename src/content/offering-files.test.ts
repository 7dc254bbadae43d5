// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { domainSlugs, serviceSlugs } from '@/config/paths';
import { domains } from './domains';
import { modulesBySlug } from './offering-files';
import { domainIndex, serviceIndex } from './offering-index';
import { services } from './services';

describe('one file per service and domain', () => {
  it('gathers every file by its slug, in the order of config/paths.ts', () => {
    expect(services.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(domains.map((domain) => domain.slug)).toEqual([...domainSlugs]);
  });

  it('refuses a slug without a file and a file without a slug', () => {
    const files = { './services/ser1.ts': 1, './services/serv2sas.ts': 2 };
    expect(modulesBySlug('services', ['ser1', 'serv2sas'], files)).toEqual({
      ser1: 1,
      serv2sas: 2,
    });
    expect(() => modulesBySlug('services', ['ser1', 'serv2sas', 'serv3dss'], files)).toThrow(
      'No file services/serv3dss.ts for the slug "serv3dss".',
    );
    expect(() => modulesBySlug('services', ['ser1'], files)).toThrow(
      'Files in services/ without a slug in config/paths.ts: serv2sas.',
    );
  });

  it('links, cards and pages show the one title of each file', () => {
    for (const service of services) expect(serviceIndex[service.slug].title).toBe(service.title);
    for (const domain of domains) expect(domainIndex[domain.slug].title).toBe(domain.title);
  });

  it('builds each document title from the title, adding to it and never naming it again', () => {
    for (const entry of [...services, ...domains]) {
      expect(entry.seo.title.startsWith(entry.title), entry.slug).toBe(true);
      const suffix = entry.seo.title.slice(entry.title.length);
      expect(suffix, entry.slug).not.toContain(entry.title);
      expect(suffix, entry.slug).toMatch(/^(?:[ :,]|$)/);
    }
  });
});
