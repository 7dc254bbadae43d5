/**
 * The e-mails of invitations and password resets, written when the outbox worker sends them (the
 * job names only the link: see link-tokens.ts). Plain text in the company's words, like the
 * senders' confirmations: nothing in them was typed by anyone but staff, and the only address
 * they name is the recipient's own or the inviting admin's.
 */
import { staffPagePatterns } from '@/config/endpoints';
import { formatAddress, site } from '@/config/site';
import { isPlainMailbox } from '@/shared/staff/mailbox';
import type { StaffRole } from '@/shared/staff/roles';
import type { Database } from '../db/connection';
import { accountLinkJobType, findLinkById, isLive, type AccountLinkRow } from '../db/account-links';
import type { OutgoingMail } from '../outgoing-mail';
import { formatInZone } from '../time-zone';
import type { LinkTokens } from './link-tokens';

/** What a role opens, as the invitation tells the colleague (the privacy notice's words). */
const roleWords: Record<StaffRole, string> = {
  admin:
    'admin: every contact request and application, the reports, the activity and the staff accounts',
  sales: 'sales: the contact requests',
  recruiting: 'recruiting: the job applications',
};

/** The link's id of an account-link job, or undefined for another kind of digest. */
export function accountLinkJobOf(payload: string | null): number | undefined {
  const value = JSON.parse(payload ?? 'null') as Record<string, unknown> | null;
  if (value?.type !== accountLinkJobType) return undefined;
  if (typeof value.id !== 'number') throw new Error('An account-link job without its link');
  return value.id;
}

export interface AccountLinkMailContext {
  publicOrigin: string;
  timeZone: string;
  jobId: number;
  now: number;
}

/** Where the link leads: the token in the fragment, which browsers never send to a server. */
export function linkUrl(row: AccountLinkRow, token: string, publicOrigin: string): string {
  const page = row.purpose === 'invite' ? staffPagePatterns.join : staffPagePatterns.resetPassword;
  return `${new URL(page, publicOrigin).toString()}#${token}`;
}

const signature = [site.brand, formatAddress(), `${site.email} · ${site.phone.display}`, ''];

function invitationText(row: AccountLinkRow, url: string, timeZone: string): string[] {
  const from = row.created_by_email ?? 'An administrator';
  return [
    'Hello,',
    '',
    `${from} has invited you to the ${site.brand} staff area, where the enquiries and job applications from our website are handled. Your role will be ${roleWords[row.role ?? 'sales']}.`,
    '',
    'To accept, open this link and choose your password:',
    url,
    '',
    `The link works once, until ${formatInZone(row.expires_at, timeZone)}. If it has expired, ask ${from} to invite you again.`,
    '',
    'If you did not expect this invitation, you can ignore this e-mail: no account is made unless the link is used.',
    '',
  ];
}

function resetText(row: AccountLinkRow, url: string, timeZone: string): string[] {
  return [
    'Hello,',
    '',
    `Someone asked to set a new password for the ${site.brand} staff account of this address. If that was you, open this link and choose a new password:`,
    url,
    '',
    `The link works once, until ${formatInZone(row.expires_at, timeZone)}. Setting the new password signs the account out on every browser.`,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    '',
  ];
}

/**
 * The mail of a link's job; undefined when the link was used, withdrawn or has expired before
 * its turn came (nothing is sent then).
 */
export async function accountLinkMail(
  database: Database,
  tokens: LinkTokens,
  id: number,
  context: AccountLinkMailContext,
): Promise<OutgoingMail | undefined> {
  const row = await findLinkById(database, id);
  if (!row || !isLive(row, context.now)) return undefined;
  const url = linkUrl(row, tokens.tokenOf(row.seed), context.publicOrigin);
  const invite = row.purpose === 'invite';
  const inviter = row.created_by_email;
  return {
    to: [row.email],
    // An answer reaches the admin who invited, or the company's inbox: never the sending system.
    replyTo: invite && inviter !== null && isPlainMailbox(inviter) ? inviter : site.email,
    subject: invite
      ? `Your invitation to the ${site.brand} staff area`
      : `Set a new password for the ${site.brand} staff area`,
    text: [
      ...(invite
        ? invitationText(row, url, context.timeZone)
        : resetText(row, url, context.timeZone)),
      ...signature,
    ].join('\n'),
    messageKey: `account-link-${row.id}.job-${context.jobId}`,
  };
}
