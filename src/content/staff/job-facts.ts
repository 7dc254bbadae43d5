/**
 * Copy of a job's practice and own benefits in the staff Jobs area: the form's fields and the
 * list's filter. The practices' names are the public pages' (../practice-areas.ts).
 */
export const staffJobFactsCopy = {
  practice: 'Practice',
  practiceHelp: 'The practice the role works in; its page and its search listing name it.',
  noPractice: 'None chosen',
  benefits: 'Benefits of this role',
  benefitsHelp:
    'One item per line, written as the lists above. Leave empty when the company’s usual benefits are all the role has; its page then lists none of its own.',
  filter: {
    label: 'Practice',
    all: 'All practices',
    none: 'No practice chosen',
    /** Said when the filter leaves no job in the list. */
    empty: 'No job is in this practice.',
  },
};
