/**
 * The private link a sender gets to follow their submission: `/request-status#<token>`. The
 * token is the entry's id and an HMAC of it and its arrival time with a key kept in the
 * database, so it is unguessable, nothing needs storing to check it, and it stops working when
 * the entry is erased. It sits in the address's fragment, which browsers never send to a server,
 * so it stays out of logs and of the Referer; the page posts it to the API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@/config/paths';
import { statusLinkDays } from '@/config/retention';

const dayMs = 24 * 60 * 60_000;

export interface StatusLinks {
  tokenFor(entry: { id: number; received_at: string }): string;
  /** The entry a token names, if it names one (check it with `matches`). */
  idOf(token: string): number | undefined;
  /** The token was made for this entry, and its time is not over. */
  matches(token: string, entry: { id: number; received_at: string }, now: number): boolean;
  url(token: string): string;
}

export function statusLinks(key: string, publicOrigin: string): StatusLinks {
  const mac = (id: number, receivedAt: string) =>
    createHmac('sha256', key)
      .update(`request-status:${id}:${receivedAt}`)
      .digest('base64url')
      .slice(0, 32);
  return {
    tokenFor: (entry) => `${entry.id}.${mac(entry.id, entry.received_at)}`,
    idOf(token) {
      const match = /^(\d{1,15})\.[\w-]{32}$/.exec(token);
      return match?.[1] === undefined ? undefined : Number(match[1]);
    },
    matches(token, entry, now) {
      if (now - Date.parse(entry.received_at) > statusLinkDays * dayMs) return false;
      const expected = Buffer.from(`${entry.id}.${mac(entry.id, entry.received_at)}`);
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    url: (token) => `${new URL(paths.requestStatus.href(), publicOrigin).toString()}#${token}`,
  };
}
