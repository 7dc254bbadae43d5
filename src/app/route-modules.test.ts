// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

describe('route modules', () => {
  it('names every page route after its module in src/app/routes (the prerender preloads it)', () => {
    const pages = routes[0]?.children ?? [];
    for (const route of pages) {
      expect(route.id, 'page routes need an id').toBeDefined();
      expect(
        existsSync(join(import.meta.dirname, 'routes', `${route.id ?? ''}.tsx`)),
        route.id,
      ).toBe(true);
    }
  });
});
