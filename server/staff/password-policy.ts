/**
 * What makes a staff password acceptable: 12 to 1,024 characters as a person counts them, and
 * not easy to guess. The guessing check is zxcvbn's (@zxcvbn-ts), with its lists of common and
 * breached passwords, English words, names, keyboard patterns, repeats and sequences, and the
 * words of the account itself (its address, the company's name). A password must reach score 3
 * of 4, "safely unguessable: moderate protection from an offline slow-hash scenario".
 *
 * Loaded only where a password is chosen (the command line, and the server's routes of invitation
 * and reset links, on first use): the dictionaries are large, and sign-in never needs them.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { site } from '@/config/site';
import { minPasswordLength } from '@/shared/staff/password-rules';
import { maxPasswordLength } from './passwords';

export { minPasswordLength };
const minScore = 3;

let estimator: ZxcvbnFactory | undefined;

function guessability(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** The words of the account a guesser would try first. */
function accountWords(email: string): string[] {
  const address = email.toLowerCase();
  const [local = ''] = address.split('@');
  return [address, local, ...address.split(/[^a-z0-9]+/), site.brand, site.gateway.portalName]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
}

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email = ''): string | undefined {
  // Characters as a person counts them: an emoji or an accented letter is one.
  const length = Array.from(new Intl.Segmenter('en').segment(password)).length;
  if (length < minPasswordLength)
    return `The password must be at least ${minPasswordLength} characters long.`;
  if (length > maxPasswordLength)
    return `The password can be at most ${maxPasswordLength} characters long.`;
  const result = guessability().check(password, accountWords(email));
  if (result.score >= minScore) return undefined;
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return [
    'This password is too easy to guess.',
    ...reasons,
    'A few unrelated words, or a password manager’s suggestion, will do.',
  ].join(' ');
}
