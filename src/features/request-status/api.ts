/**
 * The status page's two calls: where a request stands, and its withdrawal. The token travels in
 * the body of a POST, never in an address, so it stays out of logs and Referer headers.
 */
import { requestStatusPaths } from '@/config/endpoints';
import { postToGateway } from '@/lib/gateway-client';
import type { RequestStatus } from '@/shared/staff/api-types';

export type LookUp =
  | { outcome: 'found'; status: RequestStatus }
  | { outcome: 'not-found'; message: string }
  | { outcome: 'rate-limited' }
  | { outcome: 'unreachable' };

export type Withdrawal =
  { outcome: 'withdrawn'; message: string } | Exclude<LookUp, { outcome: 'found' }>;

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : '';
}

/** What any answer but a success means for the sender. */
async function refusal(response: Response): Promise<Exclude<LookUp, { outcome: 'found' }>> {
  if (response.status === 404) return { outcome: 'not-found', message: await messageOf(response) };
  if (response.status === 429) return { outcome: 'rate-limited' };
  return { outcome: 'unreachable' };
}

/** POSTs the token; a request that got no answer at all is `unreachable`. */
async function post(path: string, token: string): Promise<Response | undefined> {
  try {
    return await postToGateway(path, { token });
  } catch {
    return undefined;
  }
}

export async function lookUpRequest(token: string): Promise<LookUp> {
  const response = await post(requestStatusPaths.status, token);
  if (!response) return { outcome: 'unreachable' };
  if (!response.ok) return refusal(response);
  return { outcome: 'found', status: (await response.json()) as RequestStatus };
}

export async function withdrawRequest(token: string): Promise<Withdrawal> {
  const response = await post(requestStatusPaths.withdraw, token);
  if (!response) return { outcome: 'unreachable' };
  if (!response.ok) return refusal(response);
  return { outcome: 'withdrawn', message: await messageOf(response) };
}
