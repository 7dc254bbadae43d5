/**
 * A job's preview: its public page as it will look, rendered by the server for staff only. GET
 * shows the saved job; POST the job a form holds, unsaved (the body of an edit). Beside the
 * Jobs area rather than in staffApiPaths, which every staff page loads.
 */
export const jobPreviewPath = (id: number | string): string =>
  `/staff/api/jobs/${String(id)}/preview`;

export const jobPreviewPattern = '/staff/api/jobs/:id/preview';
