/**
 * The one call the site makes: POST JSON to
 * `{API_BASE}/akscel-demo-service/akscel_demo_model/create`.
 * A 2xx answer is success and its `message` is the text to show; anything else rejects with a
 * GatewayError that says what happened (kind, status, Retry-After) and leaves the wording to the
 * form, which owns the visitor's copy. A request gives up after 30 s, so a hung connection never
 * traps the visitor.
 */
import { gatewayPath } from '@/config/endpoints';
import { site } from '@/config/site';

export const gatewayTimeoutMs = 30_000;

export type GatewayErrorKind =
  'network' | 'timeout' | 'rejected' | 'too-large' | 'rate-limited' | 'server';

export interface GatewayErrorDetails {
  /** HTTP status of the answer; none when no answer came. */
  status?: number;
  /** The server's own `message`, when it sent one (a 400 names the fields it refused). */
  serverMessage?: string;
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  retryAfter?: number;
  /** How long the request was given before it was abandoned (timeouts). */
  timeoutMs?: number;
}

export class GatewayError extends Error {
  readonly status?: number;
  readonly serverMessage?: string;
  readonly retryAfter?: number;
  readonly timeoutMs?: number;

  constructor(
    readonly kind: GatewayErrorKind,
    details: GatewayErrorDetails = {},
  ) {
    super(`Gateway request failed: ${kind}${details.status ? ` (HTTP ${details.status})` : ''}`);
    this.name = 'GatewayError';
    Object.assign(this, details);
  }
}

export interface GatewayAnswer {
  /** The server's message, shown verbatim (as text); absent when the answer had none. */
  message?: string;
  /**
   * The reference the submission is known by (the site's own gateway gives one; the spec's
   * answer has none), for the sender to quote.
   */
  reference?: string;
}

/** A reference as a sender can read it out: a few letters and digits in groups, nothing else. */
const plainReference = /^[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){0,3}$/;

export interface PostOptions {
  apiBase?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

async function readAnswer(response: Response): Promise<GatewayAnswer> {
  try {
    const data: unknown = await response.json();
    if (typeof data !== 'object' || data === null) return {};
    const message =
      'message' in data && typeof data.message === 'string' ? data.message : undefined;
    const reference =
      'reference' in data &&
      typeof data.reference === 'string' &&
      plainReference.test(data.reference)
        ? data.reference
        : undefined;
    return {
      ...(message !== undefined && { message }),
      ...(reference !== undefined && { reference }),
    };
  } catch {
    // Not JSON: the status tells us enough.
    return {};
  }
}

function kindOf(status: number): GatewayErrorKind {
  if (status === 400 || status === 415 || status === 422) return 'rejected';
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  return 'server';
}

function seconds(header: string | null): number | undefined {
  return header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
}

/**
 * POSTs JSON to a path of the gateway; resolves with the answer, whatever its status, and rejects
 * with a GatewayError only when none came (network, timeout).
 */
export async function postToGateway(
  path: string,
  payload: object,
  options: PostOptions = {},
): Promise<Response> {
  const { apiBase = site.apiBase, timeoutMs = gatewayTimeoutMs, fetchImpl = fetch } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetchImpl(`${apiBase.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal,
    });
  } catch {
    throw signal.aborted ? new GatewayError('timeout', { timeoutMs }) : new GatewayError('network');
  }
}

/**
 * Sends one submission. Resolves with the server's message and the reference it gave; rejects
 * with a GatewayError.
 */
export async function postSubmission(
  payload: object,
  options: PostOptions = {},
): Promise<GatewayAnswer> {
  const response = await postToGateway(gatewayPath, payload, options);
  const answer = await readAnswer(response);
  const { message } = answer;
  if (!response.ok) {
    const kind = kindOf(response.status);
    throw new GatewayError(kind, {
      status: response.status,
      // Only a refusal's message is meant for the visitor; a 5xx body may be anything.
      ...(kind === 'rejected' && message !== undefined && { serverMessage: message }),
      ...(kind === 'rate-limited' && { retryAfter: seconds(response.headers.get('Retry-After')) }),
    });
  }
  return answer;
}
