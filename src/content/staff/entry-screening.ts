/** The words of an inbox entry's screening answers (src/features/staff/entry/screening-section.tsx). */
export const entryScreeningCopy = {
  heading: 'Screening answers',
} as const;
