/** A row whose first and last items sit at its two ends, wrapping on a narrow screen. */
export const spreadRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
} as const;
