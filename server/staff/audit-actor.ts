/**
 * Who did it, as the audit trail records a staff member's request: the account's id and e-mail
 * and a keyed hash of the client's address. Every staff route that writes history names its
 * actor with this.
 */
import type { Context } from 'hono';
import { clientAddress, type ProxyTrust } from '../client-address';
import type { Actor } from '../db/audit';
import type { StaffEnv } from './guard';

/** The signed-in staff member as the audit trail names them. */
export function actorOf(
  c: Context<StaffEnv>,
  options: { proxy: ProxyTrust; hashClient: (address: string) => string },
): Actor & { staffId: number } {
  const session = c.get('session');
  return {
    staffId: session.staffId,
    actor: session.email,
    clientHash: options.hashClient(clientAddress(c, options.proxy)),
  };
}
