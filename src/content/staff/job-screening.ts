/** The words of the staff job form's screening questions (src/features/staff/jobs/screening-question-fields.tsx). */
export const jobScreeningCopy = {
  heading: 'Screening questions',
  help: 'Asked on the application form below the position, at most five. Rewording a question keeps the words earlier applicants answered with their answers.',
  none: 'This job asks no screening questions.',
  question: (n: number) => `Question ${String(n)}`,
  words: 'Question',
  kind: 'Answered with',
  kinds: { yesNo: 'Yes or No', text: 'Short text (up to 300 characters)' },
  required: 'Required',
  add: 'Add a question',
  full: 'A job asks at most five questions.',
  moveUp: (n: number) => `Move question ${String(n)} up`,
  moveDown: (n: number) => `Move question ${String(n)} down`,
  remove: (n: number) => `Remove question ${String(n)}`,
  up: 'Up',
  down: 'Down',
  removeShort: 'Remove',
} as const;
