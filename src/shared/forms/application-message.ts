/**
 * How an application's message carries the position and the onsite answer: as its first two
 * lines, so the payload keeps exactly the contract's keys. Without the validation library, so
 * that the staff pages can read a message without loading the form's rules.
 */
import { fieldLimits } from './field-limits';

export const onSiteOptions = ['Yes', 'No'] as const;

/** What starts the message of every application, before the position's title. */
export const positionPrefix = 'Position: ';
/** What starts its second line, before the onsite answer. */
export const onsitePrefix = 'Onsite: ';

/**
 * The message the company receives: "Position: <title>", "Onsite: Yes" (or No), a blank line,
 * then the resume as pasted.
 */
export function applicationMessage(position: string, onsite: string, resume: string): string {
  return `${positionPrefix}${position.trim()}\n${onsitePrefix}${onsite}\n\n${resume}`;
}

/**
 * The position and onsite answer an application's message starts with, as the form writes them
 * (an application sent otherwise may lack either).
 */
export function readApplicationHeader(message: string): {
  position: string | null;
  onsite: string | null;
} {
  const [first = '', second = ''] = message.split('\n', 2);
  const position = first.startsWith(positionPrefix)
    ? first.slice(positionPrefix.length).trim()
    : '';
  const onsite = second.startsWith(onsitePrefix) ? second.slice(onsitePrefix.length).trim() : '';
  return {
    position: position === '' ? null : position.slice(0, fieldLimits.position),
    onsite: onSiteOptions.find((option) => option === onsite) ?? null,
  };
}

/**
 * What the applicant wrote, without the position and onsite lines the form puts first (and the
 * blank line after them): those are shown as fields of their own.
 */
export function resumeOf(message: string): string {
  const lines = message.split('\n');
  let start = 0;
  if (lines[start]?.startsWith(positionPrefix)) start += 1;
  if (lines[start]?.startsWith(onsitePrefix)) start += 1;
  if (start > 0 && lines[start]?.trim() === '') start += 1;
  return lines.slice(start).join('\n');
}
