/**
 * The staff API's answers about jobs (`/staff/api/jobs`), shared by the server that writes them
 * and the staff pages that read them.
 */
import type { JobField, JobInput } from './job-input';
import type { JobState } from './job-posting';
import type { PracticeArea } from './practice-areas';

/** A job in the staff list. */
export interface StaffJobSummary {
  id: number;
  title: string;
  slug: string;
  referenceNumber: string;
  state: JobState;
  /** The company's practice it is in; null for a job given none. */
  practice: PracticeArea | null;
  /** Applications (not spam) naming the job. */
  applicants: number;
  /** Whole days since its posting date while it is open or paused; null otherwise. */
  daysOpen: number | null;
  datePosted: string | null;
  /** ISO 8601, UTC. */
  updatedAt: string;
}

/** One job as the staff form edits it. */
export interface StaffJob extends StaffJobSummary {
  job: JobInput & { seo: { title: string; description: string } };
  /** Grows with every change. */
  revision: number;
  /** Whether the reference number can still change (never once the job was published). */
  referenceFixed: boolean;
}

/** `POST /staff/api/jobs/:id/moves` with `{ move }`; refused with the reasons when it cannot. */
export interface JobMoveRefusal {
  message: string;
  problems: string[];
  /** The field each problem is about, in the same order. */
  fields: JobField[];
}

/**
 * Why a change was refused, as the JSON's `reason` beside its `message`: `stale`, the job changed
 * since the revision the change was based on (409); `slug-taken` and `reference-fixed` (409) name
 * the field at fault, as a 400's `field` does.
 */
export type JobAnswerReason = 'stale' | 'slug-taken' | 'reference-fixed';
