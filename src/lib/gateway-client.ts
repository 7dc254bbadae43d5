/**
 * The one call the site makes (spec section 7): POST JSON to
 * `{API_BASE}/akscel-demo-service/akscel_demo_model/create`. A 2xx answer is success and its
 * `message` is the text to show; anything else becomes a GatewayError with a sentence a
 * visitor can act on. Unlike the original (no timeout), a request gives up after 30 s.
 */
import { gatewayPath } from '../config/paths';
import { site } from '../config/site';
import { formMessages } from '../content/forms';

export const gatewayTimeoutMs = 30_000;

export type GatewayErrorKind =
  'network' | 'timeout' | 'rejected' | 'too-large' | 'rate-limited' | 'server';

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: GatewayErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface GatewayAnswer {
  /** The server's message, shown verbatim (as text). */
  message: string;
}

export interface PostOptions {
  apiBase?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function gatewayUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}${gatewayPath}`;
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const data: unknown = await response.json();
    if (
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string'
    ) {
      return data.message;
    }
  } catch {
    // Not JSON: the status tells us enough.
  }
  return undefined;
}

function errorFor(
  status: number,
  serverMessage: string | undefined,
  retryAfter: string | null,
): GatewayError {
  if (status === 400 || status === 415 || status === 422) {
    return new GatewayError(serverMessage ?? formMessages.rejected, 'rejected', status);
  }
  if (status === 413) return new GatewayError(formMessages.tooLarge, 'too-large', status);
  if (status === 429) {
    const seconds =
      retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
    return new GatewayError(formMessages.tooMany(seconds), 'rate-limited', status);
  }
  return new GatewayError(formMessages.serverError(status), 'server', status);
}

/** Sends one submission. Resolves with the server's message; rejects with a GatewayError. */
export async function postSubmission(
  payload: object,
  options: PostOptions = {},
): Promise<GatewayAnswer> {
  const { apiBase = site.apiBase, timeoutMs = gatewayTimeoutMs, fetchImpl = fetch } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(gatewayUrl(apiBase), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } catch {
    if (controller.signal.aborted) {
      throw new GatewayError(formMessages.timeout(Math.round(timeoutMs / 1000)), 'timeout');
    }
    throw new GatewayError(formMessages.network, 'network');
  } finally {
    clearTimeout(timer);
  }
  const message = await readMessage(response);
  if (!response.ok) throw errorFor(response.status, message, response.headers.get('Retry-After'));
  return { message: message ?? formMessages.received };
}
