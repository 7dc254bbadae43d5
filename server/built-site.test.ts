// @vitest-environment node
/**
 * A rebuild moves a new site into the folder a running server serves: the server follows it
 * (the CSP hashes of the new inline scripts, its 404 page, its staff shell, its build id) within
 * a second, and keeps what it had while the move is half done.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeBuildSettings } from './build-settings';
import { builtSite } from './built-site';
import { securityHeaders } from './security';
import { staticSite } from './static-site';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built site as the prerender leaves it, marked by `name`. */
function writeSite(dir: string, name: string): void {
  mkdirSync(join(dir, 'staff'), { recursive: true });
  writeFileSync(
    join(dir, 'build-settings.json'),
    serializeBuildSettings({
      retentionDays: 365,
      scriptHashes: [`sha256-${name}`],
      buildId: `start-${name}`,
    }),
  );
  writeFileSync(join(dir, '404.html'), `<h1>Not found (${name})</h1>`);
  writeFileSync(join(dir, 'staff', 'index.html'), `<div id="staff-${name}"></div>`);
  writeFileSync(join(dir, 'index.html'), `<h1>Home (${name})</h1>`);
}

/** Builds `name` beside the served folder and moves it into place, as scripts/build/build.ts. */
function rebuild(root: string, name: string): void {
  const next = join(root, 'dist-next');
  writeSite(next, name);
  renameSync(join(root, 'dist'), join(root, 'dist-previous'));
  renameSync(next, join(root, 'dist'));
  rmSync(join(root, 'dist-previous'), { recursive: true, force: true });
}

function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'akscel-built-'));
  folders.push(root);
  writeSite(join(root, 'dist'), 'first');
  let now = 0;
  const site = builtSite(join(root, 'dist'), () => now);
  const app = new Hono();
  app.use('*', securityHeaders({ site, proxy: { hops: 0, proto: false } }));
  app.route('/', staticSite(site));
  return {
    root,
    site,
    app,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('the built site a server serves', () => {
  it('follows a rebuild moved into place: its scripts allowed, its 404 page, its staff shell, its id', async () => {
    const { root, site, app, later } = setUp();
    const replaced: string[] = [];
    site.onReplaced(() => replaced.push(site.current().settings?.buildId ?? 'none'));
    const policy = async () => (await app.request('/')).headers.get('Content-Security-Policy');
    expect(await policy()).toContain("'sha256-first'");
    expect(await (await app.request('/no-such-page')).text()).toContain('Not found (first)');

    rebuild(root, 'second');
    // Within the second after the move, what was read stands (one look a second at most).
    later(500);
    expect(await policy()).toContain("'sha256-first'");
    later(600);
    expect(await policy()).toContain("'sha256-second'");
    expect(await policy()).not.toContain("'sha256-first'");
    expect(await (await app.request('/')).text()).toContain('Home (second)');
    expect(await (await app.request('/no-such-page')).text()).toContain('Not found (second)');
    expect(await (await app.request('/staff')).text()).toContain('staff-second');
    expect(replaced).toEqual(['start-second']);
  });

  it('keeps what it read while a build is half moved, and reads it once it is whole', () => {
    const { root, site, later } = setUp();
    writeSite(join(root, 'dist-next'), 'third');
    renameSync(join(root, 'dist'), join(root, 'dist-previous'));
    later(2_000);
    expect(site.current().settings?.buildId).toBe('start-first');
    renameSync(join(root, 'dist-next'), join(root, 'dist'));
    later(2_000);
    expect(site.current().settings?.buildId).toBe('start-third');
  });
});
