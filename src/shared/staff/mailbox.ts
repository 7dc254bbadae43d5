/**
 * A plain mailbox, `name@host.tld`, and nothing a mail client would read as more than an
 * address: no `?` (which starts a mailto's headers: cc, bcc, body), no `&`, `%`, `=`, `#`, `/`,
 * spaces or quotes, which the e-mail rules allow in the part before the @ and the forms accept.
 * Only such an address becomes a reply link or a Reply-To; any other is shown as text.
 */
const plainMailbox =
  /^[A-Za-z0-9](?:[A-Za-z0-9._+-]{0,62}[A-Za-z0-9_+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isPlainMailbox(address: string): boolean {
  return address.length <= 254 && !address.includes('..') && plainMailbox.test(address);
}
