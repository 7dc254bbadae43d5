/**
 * The spam heuristics' names as people read them, for the inbox, the entry page and the daily
 * digest of flagged entries: "spam-phrase:backlinks" reads "a known spam phrase ("backlinks")".
 */
export const spamReasonNames: Record<string, string> = {
  'link-in-name': 'a link in a name',
  'many-links': 'many links in the message',
  burst: 'many submissions from one address within minutes',
  'identical-repeat': 'the same text sent before',
  'spam-phrase': 'a known spam phrase',
};

export function describeSpamReason(reason: string): string {
  const [name = '', detail] = reason.split(':');
  const text = spamReasonNames[name] ?? name;
  return detail ? `${text} (“${detail}”)` : text;
}

/** Every reason, in one sentence's worth: "a link in a name; a known spam phrase (“casino”)". */
export function describeSpamReasons(reasons: readonly string[]): string {
  return reasons.map(describeSpamReason).join('; ');
}
