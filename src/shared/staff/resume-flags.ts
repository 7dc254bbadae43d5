/**
 * What the gateway found in a résumé file that staff should know before opening it. The file is
 * kept: an applicant's PDF made by some tools carries these without ill intent.
 */
export const resumeFlags = ['embedded-file', 'encrypted', 'launch', 'script'] as const;
export type ResumeFlag = (typeof resumeFlags)[number];

export function isResumeFlag(value: string): value is ResumeFlag {
  return resumeFlags.some((flag) => flag === value);
}

/**
 * How reading a file's text went: waiting, read, no text in it (a scanned PDF: pictures of
 * pages), failed (damaged, encrypted, or too much for the reader's memory), or timed out.
 */
export const extractionStates = ['pending', 'done', 'no-text', 'failed', 'timed-out'] as const;
export type ExtractionState = (typeof extractionStates)[number];
