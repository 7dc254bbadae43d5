/**
 * How an application's message carries the position and the onsite answer: as its first two
 * lines, so the payload keeps exactly the contract's keys. Without the validation library, so
 * that the staff pages can read a message without loading the form's rules.
 */
import { fieldLimits } from './field-limits';
import { attachmentPrefix, uploadTokenPattern } from './resume-file';

export const onSiteOptions = ['Yes', 'No'] as const;

/** What starts the message of every application, before the position's title. */
export const positionPrefix = 'Position: ';
/** What starts its second line, before the onsite answer. */
export const onsitePrefix = 'Onsite: ';

/**
 * The message the company receives: "Position: <title>", "Onsite: Yes" (or No), the line that
 * refers to an uploaded résumé file when there is one, a blank line, then the resume as pasted
 * (or, beside a file, an optional note).
 */
export function applicationMessage(
  position: string,
  onsite: string,
  resume: string,
  upload?: string,
): string {
  const attachment = upload === undefined ? '' : `${attachmentPrefix}${upload}\n`;
  return `${positionPrefix}${position.trim()}\n${onsitePrefix}${onsite}\n${attachment}\n${resume}`;
}

/**
 * The upload token an application's message refers to (the line after the position and onsite
 * lines), and the message without that line: what is stored. A message without one is returned
 * as it is.
 */
export function takeAttachment(message: string): { upload: string | null; message: string } {
  const lines = message.split('\n');
  let index = 0;
  if (lines[index]?.startsWith(positionPrefix)) index += 1;
  if (lines[index]?.startsWith(onsitePrefix)) index += 1;
  const line = lines[index];
  if (line === undefined || !line.startsWith(attachmentPrefix)) return { upload: null, message };
  const upload = line.slice(attachmentPrefix.length).trim();
  if (!uploadTokenPattern.test(upload)) return { upload: null, message };
  lines.splice(index, 1);
  return { upload, message: lines.join('\n') };
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
  if (lines[start]?.startsWith(attachmentPrefix)) start += 1;
  if (start > 0 && lines[start]?.trim() === '') start += 1;
  return lines.slice(start).join('\n');
}
