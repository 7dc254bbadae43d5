// @vitest-environment node
import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';
import { makeFakeDist } from './support/fake-dist';

describe('static site', () => {
  let distDir: string;
  let server: TestServer;
  beforeAll(async () => {
    distDir = makeFakeDist();
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves pages to be revalidated and assets to be cached for a year', async () => {
    const page = await fetch(`${server.origin}/aboutus/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>About Us</h1>');
    expect(page.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    const asset = await fetch(`${server.origin}/assets/x.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed file to a browser that accepts it', async () => {
    const { request } = await import('node:http');
    // fetch would decompress transparently; read the raw bytes instead.
    const raw = await new Promise<{ encoding?: string; vary?: string; body: Buffer }>(
      (resolve, reject) => {
        request(
          `${server.origin}/assets/x.js`,
          { headers: { 'Accept-Encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              });
            });
          },
        )
          .on('error', reject)
          .end();
      },
    );
    expect(raw.encoding).toBe('gzip');
    expect(raw.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(raw.body).toString('utf8')).toMatch(/^console\.log/);
  });

  it('answers unknown pages with the prerendered 404 page and other requests with JSON', async () => {
    const page = await fetch(`${server.origin}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<h1>Page not found</h1>');
    const api = await fetch(`${server.origin}/no-such-page`, { method: 'DELETE' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found.' });
  });

  it('answers every staff page address with the staff shell, never indexed or cached', async () => {
    for (const path of ['/staff', '/staff/', '/staff/sign-in', '/staff/submissions/42']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<h1>Staff inbox</h1>');
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    // The API under it is not the shell.
    const api = await fetch(`${server.origin}/staff/api/submissions`);
    expect(api.status).toBe(401);
    expect(api.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});
