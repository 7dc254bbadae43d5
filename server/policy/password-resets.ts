/**
 * How often a reset link may be asked for. Each request may send an e-mail, so the limits guard
 * the recipients' inboxes and the company's standing as a sender as much as the accounts: a few
 * per address an hour (a person who lost the first mail asks again once or twice), more per
 * client (an office shares one address). An address is counted whether or not it has an account,
 * so the limit tells nothing about accounts either.
 */
export const resetWindowMs = 60 * 60_000;
export const resetsPerAddress = 3;
export const resetsPerClient = 10;
