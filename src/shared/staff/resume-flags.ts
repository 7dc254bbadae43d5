/**
 * What the gateway found in a résumé file that staff should know before opening it. The file is
 * kept: an applicant's PDF made by some tools carries these without ill intent.
 */
export const resumeFlags = ['embedded-file', 'encrypted', 'launch', 'script'] as const;
export type ResumeFlag = (typeof resumeFlags)[number];

export function isResumeFlag(value: string): value is ResumeFlag {
  return resumeFlags.some((flag) => flag === value);
}
