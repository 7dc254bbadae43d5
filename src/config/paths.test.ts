import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  articleRoutes,
  articleSlugs,
  domainSlugs,
  paths,
  positionParam,
  serviceSlugs,
  type ParamRoute,
  type StaticRoute,
} from './paths';

function isStatic(route: StaticRoute | ParamRoute<never>): route is StaticRoute {
  return !route.pattern.includes(':');
}

describe('paths', () => {
  it('builds every static link as its own pattern', () => {
    const routes: readonly (StaticRoute | ParamRoute<never>)[] = Object.values(paths);
    const statics = routes.filter(isStatic);
    expect(statics.length).toBeGreaterThan(10);
    for (const route of statics) {
      expect(route.href()).toBe(route.pattern);
      expect(matchPath(route.pattern, route.href())).not.toBeNull();
    }
  });

  it('builds every detail link so that its own pattern matches it back to the slug', () => {
    const cases = [
      ...serviceSlugs.map((slug) => [paths.service.pattern, paths.service.href(slug), slug]),
      ...domainSlugs.map((slug) => [paths.domain.pattern, paths.domain.href(slug), slug]),
      ...['project-manager', 'a-job-staff-named'].map((slug) => [
        paths.job.pattern,
        paths.job.href(slug),
        slug,
      ]),
      ...articleSlugs.flatMap((slug) =>
        Object.values(articleRoutes).map((route) => [route.pattern, route.href(slug), slug]),
      ),
    ];
    for (const [pattern = '', href = '', slug] of cases) {
      expect(matchPath(pattern, href)?.params.slug).toBe(slug);
    }
    expect(paths.service.href('serv2sas')).toBe('/services/serv2sas');
    expect(paths.homeArticle.href('blogexp3')).toBe('/home/blogexp3');
    expect(paths.job.href('sap-utilities')).toBe('/careers/sap-utilities');
  });

  it('links the application form with a position chosen through the query string', () => {
    for (const slug of ['project-manager', 'sap-utilities']) {
      const url = new URL(paths.apply.forPosition(slug), 'https://example.com');
      expect(matchPath(paths.apply.pattern, url.pathname)).not.toBeNull();
      expect(url.searchParams.get(positionParam)).toBe(slug);
    }
    expect(paths.apply.forPosition('project-manager')).toBe('/applynow?position=project-manager');
  });
});
