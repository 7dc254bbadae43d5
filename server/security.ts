/**
 * Security headers of every response, and the same policy as a `_headers` file for static hosts.
 * Scripts run only from the site's own origin plus the hashes of the inline scripts the prerender
 * writes (recorded in the build's settings), so no 'unsafe-inline' is needed for scripts. Styles
 * keep
 * 'unsafe-inline': Emotion writes critical CSS into <style> tags and style attributes.
 */
import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { assetsDir } from '@/config/endpoints';
import type { BuiltSite } from './built-site';
import { requestIsHttps, type ProxyTrust } from './client-address';
import { immutableCacheControl } from './static-site';

/** Two years, the HSTS preload list's minimum is one. */
const hsts = 'max-age=63072000; includeSubDomains';

/** `browsing-topics` replaced FLoC's `interest-cohort`; Chrome logs an error for the old name. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), browsing-topics=()';

/**
 * The CSP hash source of an inline script's text (`sha256-<base64>`), as the browser computes
 * it: the HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
 */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
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
  /** The built site, whose inline scripts the policy allows; omitted for the API only. */
  site?: BuiltSite | undefined;
  proxy: ProxyTrust;
  env?: NodeJS.ProcessEnv;
}

/** Middleware adding the headers to every response, static files and errors included. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const origins = connectOrigins(options.env);
  const headersOf = (hashes: readonly string[]) =>
    Object.entries(baseSecurityHeaders(contentSecurityPolicy(hashes, origins)));
  // Worked out again only when a rebuild has put other inline scripts in place.
  let settings = options.site?.current().settings;
  let headers = headersOf(settings?.scriptHashes ?? []);
  return async (c, next) => {
    await next();
    const now = options.site?.current().settings;
    if (now !== settings) {
      settings = now;
      headers = headersOf(settings?.scriptHashes ?? []);
    }
    const https = requestIsHttps(c, options.proxy);
    const apply = (target: Headers) => {
      // A route's own policy (a download's `sandbox`) stays, and the site's is enforced too.
      const own = target.get('Content-Security-Policy');
      for (const [name, value] of headers) target.set(name, value);
      if (own !== null)
        target.set(
          'Content-Security-Policy',
          `${own}, ${target.get('Content-Security-Policy') ?? ''}`,
        );
      if (https) target.set('Strict-Transport-Security', hsts);
    };
    try {
      apply(c.res.headers);
    } catch {
      // Headers of a response built elsewhere (e.g. passed through from fetch) are immutable.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}

/**
 * A Netlify / Cloudflare Pages `_headers` file with the same policy, for hosting dist/ without
 * this server. Static hosts serve HTTPS only, so HSTS is always on.
 */
export function staticHostHeaders(
  scriptHashes: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string {
  const csp = contentSecurityPolicy(scriptHashes, connectOrigins(env));
  const lines = [
    '# Security headers for static hosts (Netlify, Cloudflare Pages).',
    '# Generated from server/security.ts at build time; do not edit by hand.',
    '/*',
    ...Object.entries(baseSecurityHeaders(csp)).map(([name, value]) => `  ${name}: ${value}`),
    `  Strict-Transport-Security: ${hsts}`,
    `/${assetsDir}/*`,
    `  Cache-Control: ${immutableCacheControl}`,
    '',
  ];
  return lines.join('\n');
}
