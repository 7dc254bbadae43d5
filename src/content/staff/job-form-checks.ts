/**
 * Copy of the staff job form's error summary (the problems listed at the top, each a link to
 * its field), of the refusal of an edit to a job changed meanwhile, and of the job's preview.
 * Read by the Jobs pages only, beside ./jobs.ts.
 */
export const jobFormChecksCopy = {
  summaryTitle: 'There is a problem',
  /** Shown for a stale edit or move, with the server's sentence saying who changed it. */
  loadCurrent: 'Load the current version',
  loadingCurrent: 'Loading the current version…',
  loadedCurrent: 'This is the current version of the job; your unsaved edits were discarded.',
  loadCurrentFailed: 'The current version could not be loaded. Try again in a moment.',
  preview: 'Preview its page',
  previewHelp:
    'Opens the public page as it will look, with the changes in this form, in a new tab. Only staff can see a preview.',
} as const;
