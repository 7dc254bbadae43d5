/** The words of the application form's screening questions (src/features/apply/screening-field.tsx). */
export const applyScreening = {
  /** The field's name where the form lists what to fix. */
  label: 'Questions about the position',
  heading: 'Questions about this position',
  appeared: (count: number) =>
    count === 1
      ? 'This position asks one more question, below the position.'
      : `This position asks ${String(count)} more questions, below the position.`,
  required: 'Required',
  optional: 'Optional',
  missing: 'Answer this question.',
  /** The form's summary of what is missing. */
  missingOne: (question: string) => `Answer the question “${question}”.`,
  tooLong: (max: number) => `Write at most ${String(max)} characters.`,
} as const;
