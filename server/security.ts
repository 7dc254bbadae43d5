/**
 * Security headers of every response, and the same policy as a `_headers` file for static hosts.
 * Scripts run only from the site's own origin plus the hashes of the inline scripts the prerender
 * writes (MUI's colour-scheme init), so no 'unsafe-inline' is needed for scripts. Styles keep
 * 'unsafe-inline': Emotion writes critical CSS into <style> tags and style attributes.
 */
import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestIsHttps } from './client';
import { immutableCacheControl } from './static-site';

/** Two years, the HSTS preload list's minimum is one. */
const hsts = 'max-age=63072000; includeSubDomains';

/** `browsing-topics` replaced FLoC's `interest-cohort`; Chrome logs an error for the old name. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), browsing-topics=()';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** MIME types that make a <script> classic JavaScript (HTML standard); anything else is data. */
const javascriptTypes = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function attributesOf(tagBody: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tagBody.matchAll(attribute)) {
    const name = match[1]?.toLowerCase();
    if (name !== undefined && !found.has(name)) {
      found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return found;
}

/**
 * CSP hash sources (`sha256-<base64>`) of the inline scripts a browser would execute in a page:
 * no `src`, and no `type` or a JavaScript one. JSON-LD and JSON data blocks are not executed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(scriptElement)) {
    const attributes = attributesOf(match[1] ?? '');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (attributes.has('src') || !javascriptTypes.has(type)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.push(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Hashes of every executable inline script of every page under the built site, sorted. */
export function siteScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.html')).sort()) {
    for (const hash of inlineScriptHashes(readFileSync(join(distDir, file), 'utf8'))) {
      hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/** Origins the pages may call besides their own: a hosted gateway and the web-vitals endpoint. */
export function connectOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  for (const value of [env.VITE_API_BASE, env.VITE_VITALS_URL]) {
    if (!value) continue;
    try {
      const { origin } = new URL(value);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // A relative base ("/api") is the site's own origin, which 'self' already covers.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  extraConnectOrigins: readonly string[],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...extraConnectOrigins].join(' '),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every response carries, whatever the protocol. */
export function baseSecurityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

export interface SecurityOptions {
  /** Folder of the built site, scanned once for inline script hashes; omitted for the API only. */
  distDir?: string;
  trustProxy: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Middleware adding the headers to every response, static files and errors included. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const hashes = options.distDir ? siteScriptHashes(options.distDir) : [];
  const headers = Object.entries(
    baseSecurityHeaders(contentSecurityPolicy(hashes, connectOrigins(options.env))),
  );
  return async (c, next) => {
    await next();
    const https = requestIsHttps(c, options.trustProxy);
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
      if (https) c.res.headers.set('Strict-Transport-Security', hsts);
    } catch {
      // Headers of a response built elsewhere (e.g. passed through from fetch) are immutable.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of headers) c.res.headers.set(name, value);
      if (https) c.res.headers.set('Strict-Transport-Security', hsts);
    }
  };
}

/**
 * A Netlify / Cloudflare Pages `_headers` file with the same policy, for hosting dist/ without
 * this server. Static hosts serve HTTPS only, so HSTS is always on.
 */
export function staticHostHeaders(distDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const csp = contentSecurityPolicy(siteScriptHashes(distDir), connectOrigins(env));
  const lines = [
    '# Security headers for static hosts (Netlify, Cloudflare Pages).',
    '# Generated from server/security.ts at build time; do not edit by hand.',
    '/*',
    ...Object.entries(baseSecurityHeaders(csp)).map(([name, value]) => `  ${name}: ${value}`),
    `  Strict-Transport-Security: ${hsts}`,
    '/assets/*',
    `  Cache-Control: ${immutableCacheControl}`,
    '',
  ];
  return lines.join('\n');
}
