// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { gatewayPath } from '@/config/endpoints';
import { readBuildSettings } from './build-settings';
import { projectRoot } from './config';
import { createRuntime } from './runtime';
import { connectOrigins, contentSecurityPolicy, scriptHash, staticHostHeaders } from './security';
import { postJson, startTestServer, testConfig, type TestServer } from './support/test-server';
import { fakeInlineScript, makeFakeDist } from './support/fake-dist';
import { validContact } from './support/payloads';

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The CSP's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

function expectSecurityHeaders(response: Response, label: string): void {
  const headers = response.headers;
  expect(headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), label).toBe('strict-origin-when-cross-origin');
  expect(headers.get('Permissions-Policy'), label).toMatch(
    /camera=\(\), microphone=\(\), geolocation=\(\)/,
  );
  expect(headers.get('Cross-Origin-Opener-Policy'), label).toBe('same-origin');
  expect(headers.get('X-Frame-Options'), label).toBe('DENY');
  const csp = headers.get('Content-Security-Policy') ?? '';
  const policy = directives(csp);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc, label).toContain("'self'");
  expect(scriptSrc, label).toContain(`'${sha256(fakeInlineScript)}'`);
  expect(scriptSrc.join(' '), label).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src'), label).toEqual(["'self'", 'data:']);
  expect(policy.get('font-src'), label).toEqual(["'self'"]);
  expect(policy.get('manifest-src'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('connect-src'), label).toEqual([
    "'self'",
    'https://gateway.example.com',
    'https://vitals.example.net:8443',
  ]);
  expect(headers.get('Strict-Transport-Security'), label).toBeNull();
}

describe('security headers', () => {
  let distDir: string;
  let server: TestServer;
  let trusting: TestServer;
  const env = {
    VITE_API_BASE: 'https://gateway.example.com/dev',
    VITE_VITALS_URL: 'https://vitals.example.net:8443/collect?site=a',
  };

  beforeAll(async () => {
    distDir = makeFakeDist();
    server = await startTestServer({ distDir, env });
    trusting = await startTestServer({ distDir, env, config: { proxy: { hops: 1, proto: true } } });
  });
  afterAll(async () => {
    await server.close();
    await trusting.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('are on pages, assets, the 404 page and every gateway answer', async () => {
    const answers: [string, Response][] = [
      ['page', await fetch(`${server.origin}/`)],
      ['nested page', await fetch(`${server.origin}/aboutus/`)],
      ['asset', await fetch(`${server.origin}/assets/x.js`)],
      ['404 page', await fetch(`${server.origin}/no/such/page`)],
      ['404 JSON', await fetch(`${server.origin}/no/such/page`, { method: 'POST' })],
      ['gateway', await postJson(server.gatewayUrl, validContact)],
      ['gateway', await postJson(server.gatewayUrl, {})],
      ['gateway', await fetch(server.gatewayUrl)],
      ['gateway OPTIONS', await fetch(server.gatewayUrl, { method: 'OPTIONS' })],
    ];
    expect(answers.map(([label, response]) => `${label} ${response.status}`)).toEqual([
      'page 200',
      'nested page 200',
      'asset 200',
      '404 page 404',
      '404 JSON 404',
      'gateway 201',
      'gateway 400',
      'gateway 405',
      'gateway OPTIONS 204',
    ]);
    for (const [label, response] of answers) expectSecurityHeaders(response, label);
  });

  it('are on the API-only server too, with no script hashes to allow', async () => {
    const apiOnly = await startTestServer();
    try {
      const response = await postJson(apiOnly.gatewayUrl, validContact);
      expect(response.status).toBe(201);
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(directives(csp).get('script-src')).toEqual(["'self'"]);
      expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      const missing = await fetch(`${apiOnly.origin}/anything`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('X-Content-Type-Options')).toBe('nosniff');
    } finally {
      await apiOnly.close();
    }
  });

  it('add HSTS only for HTTPS: a forwarded proto counts only behind a trusted proxy', async () => {
    const hsts = 'max-age=63072000; includeSubDomains';
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    const plain = await fetch(`${trusting.origin}/`);
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    const viaProxy = await fetch(`${trusting.origin}/`, { headers: forwarded });
    expect(viaProxy.headers.get('Strict-Transport-Security')).toBe(hsts);
    const viaProxyApi = await postJson(trusting.gatewayUrl, validContact, forwarded);
    expect(viaProxyApi.headers.get('Strict-Transport-Security')).toBe(hsts);
    const spoofed = await fetch(`${server.origin}/`, { headers: forwarded });
    expect(spoofed.headers.get('Strict-Transport-Security')).toBeNull();
    // The nearest proxy's word counts: the header's last entry, whatever the client put first.
    const chain = await fetch(`${trusting.origin}/`, {
      headers: { 'X-Forwarded-Proto': 'https, http' },
    });
    expect(chain.headers.get('Strict-Transport-Security')).toBeNull();
    const appended = await fetch(`${trusting.origin}/`, {
      headers: { 'X-Forwarded-Proto': 'http, https' },
    });
    expect(appended.headers.get('Strict-Transport-Security')).toBe(hsts);
  });

  it('add HSTS when the request itself came over TLS', async () => {
    const runtime = await createRuntime(testConfig(), { distDir, log: () => undefined });
    onTestFinished(() => runtime.close());
    const { app } = runtime;
    // The Node adapter builds an https: URL for requests on a TLS socket.
    const secure = await app.request('https://www.akscellence.example/');
    expect(secure.status).toBe(200);
    expect(secure.headers.get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const insecure = await app.request(`http://www.akscellence.example${gatewayPath}`);
    expect(insecure.status).toBe(405);
    expect(insecure.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('scriptHash', () => {
  it('hashes a script by its exact text, line endings as the HTML parser leaves them', () => {
    expect(scriptHash('one()')).toBe(sha256('one()'));
    expect(scriptHash('\n  four();\n')).toBe(sha256('\n  four();\n'));
    // The HTML parser normalises line endings before the browser hashes.
    expect(scriptHash('\r\nsix()\r')).toBe(sha256('\nsix()\n'));
  });

  it('allows the inline scripts of the real build, when there is one, and no data block', () => {
    const distDir = join(projectRoot, 'dist');
    const settings = readBuildSettings(distDir);
    if (!settings) return;
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    // The page's own inline script: it shows the colour scheme before the first paint.
    const pageScript = /<script data-for="page">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(pageScript).toContain('akscellence-mode');
    // The start-up scripts of the pages with a carousel, and with accordions or a form.
    const pages = ['index.html', join('insights', 'index.html'), join('contactus', 'index.html')];
    const startUpScripts = pages.flatMap((page) => [
      ...readFileSync(join(distDir, page), 'utf8').matchAll(
        /<script data-for="([^"]+)">([\s\S]*?)<\/script>/g,
      ),
    ]);
    expect(new Set(startUpScripts.map(([, name]) => name))).toEqual(
      new Set(['page', 'carousel', 'accordion-form']),
    );
    for (const [, name, text = ''] of startUpScripts) {
      expect(settings.scriptHashes, name).toContain(sha256(text));
    }
    // JSON-LD and the router's data block are not executed, so they get no hash.
    for (const [, data = ''] of html.matchAll(
      /<script type="application\/[^"]*json"[^>]*>([^<]*)<\/script>/g,
    )) {
      expect(settings.scriptHashes).not.toContain(sha256(data));
    }
  });
});

describe('connectOrigins', () => {
  it('takes the origins of absolute URLs and ignores relative or missing ones', () => {
    expect(connectOrigins({})).toEqual([]);
    expect(connectOrigins({ VITE_API_BASE: '/api', VITE_VITALS_URL: '' })).toEqual([]);
    expect(
      connectOrigins({
        VITE_API_BASE: 'https://x.execute-api.us-east-2.amazonaws.com/dev/',
        VITE_VITALS_URL: 'https://x.execute-api.us-east-2.amazonaws.com/vitals',
      }),
    ).toEqual(['https://x.execute-api.us-east-2.amazonaws.com']);
  });
});

describe('staticHostHeaders', () => {
  it('writes the same policy as a _headers file, with HSTS and immutable assets', () => {
    const distDir = makeFakeDist();
    try {
      const text = staticHostHeaders(readBuildSettings(distDir)?.scriptHashes ?? [], {
        VITE_API_BASE: 'https://gateway.example.com/dev',
      });
      const csp = contentSecurityPolicy(
        [sha256(fakeInlineScript)],
        ['https://gateway.example.com'],
      );
      const lines = text.split('\n').filter((line) => !line.startsWith('#'));
      expect(lines).toEqual([
        '/*',
        `  Content-Security-Policy: ${csp}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), browsing-topics=()',
        '  Cross-Origin-Opener-Policy: same-origin',
        '  X-Frame-Options: DENY',
        '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ]);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
