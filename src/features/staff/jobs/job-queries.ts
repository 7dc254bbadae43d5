/**
 * The Jobs area's server state: the list, one job, and the changes to them. After a change the
 * list and the activity follow.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApiPaths } from '@/config/staff-api';
import type { JobMove } from '@/shared/jobs/job-moves';
import { jobPageFailuresPath, type JobPageFailures } from '@/shared/jobs/page-failures';
import type { StaffJob } from '@/shared/jobs/staff-jobs';
import { staffKeys, useCsrfToken } from '../api/queries';
import { json } from '../api/staff-client';

export function useJob(id: number | undefined) {
  return useQuery({
    queryKey: staffKeys.job(id ?? 0),
    queryFn: () => json<StaffJob>(staffApiPaths.job(id ?? 0)),
    enabled: id !== undefined,
  });
}

/** The failed public pages' key: the Jobs area's own (its chunk), beside staffKeys' jobs. */
export const jobPageFailuresKey = [...staffKeys.jobs, 'page-failures'] as const;

function useJobsChanged() {
  const client = useQueryClient();
  return (job?: StaffJob) => {
    if (job) client.setQueryData(staffKeys.job(job.id), job);
    void client.invalidateQueries({ queryKey: staffKeys.jobs, exact: true });
    void client.invalidateQueries({ queryKey: staffKeys.activity });
    void client.invalidateQueries({ queryKey: jobPageFailuresKey });
  };
}

/** A new draft (no id) or an edit, with the body the form made. */
export function useSaveJob() {
  const csrf = useCsrfToken();
  const changed = useJobsChanged();
  return useMutation({
    // An edit names the revision it is based on: the server refuses it if the job changed since.
    mutationFn: async ({ id, body, revision }: { id?: number; body: object; revision?: number }) =>
      json<StaffJob>(id === undefined ? staffApiPaths.jobs : staffApiPaths.job(id), {
        method: id === undefined ? 'POST' : 'PUT',
        body: id === undefined ? body : { ...body, revision },
        csrfToken: await csrf(),
      }),
    onSuccess: changed,
  });
}

export function useDuplicateJob() {
  const csrf = useCsrfToken();
  const changed = useJobsChanged();
  return useMutation({
    mutationFn: async (id: number) =>
      json<StaffJob>(staffApiPaths.jobCopies(id), { method: 'POST', csrfToken: await csrf() }),
    onSuccess: changed,
  });
}

export function useMoveJob() {
  const csrf = useCsrfToken();
  const changed = useJobsChanged();
  return useMutation({
    mutationFn: async ({ id, move, revision }: { id: number; move: JobMove; revision: number }) =>
      json<StaffJob>(staffApiPaths.jobMoves(id), {
        method: 'POST',
        body: { move, revision },
        csrfToken: await csrf(),
      }),
    onSuccess: changed,
  });
}

/** The public pages showing jobs whose last render failed on the server that answers. */
export function useJobPageFailures(enabled: boolean) {
  return useQuery({
    queryKey: jobPageFailuresKey,
    queryFn: () => json<JobPageFailures>(jobPageFailuresPath),
    enabled,
  });
}

/** Renders the failed pages again; the answer is the failures that remain. */
export function useRenderPagesAgain() {
  const csrf = useCsrfToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      json<JobPageFailures>(jobPageFailuresPath, {
        method: 'POST',
        csrfToken: await csrf(),
      }),
    onSuccess: (answer) => {
      client.setQueryData(jobPageFailuresKey, answer);
    },
  });
}
