/**
 * What the gateway stores: a validated, trimmed submission with the form's payload fields (the
 * `orgnization` spelling is the contract), and the store the gateway writes it to.
 */
import type { SubmissionKind } from './schema';

export type { SubmissionKind } from './schema';

export interface NewSubmission {
  kind: SubmissionKind;
  portal_name: string;
  requested_demo_for_product_name: string;
  first_name: string;
  last_name: string;
  orgnization_email: string;
  orgnization_name: string;
  message: string;
  /** The applicant's location; contact requests have none. */
  country: string | null;
}

export interface StoredSubmission extends NewSubmission {
  id: number;
  /** ISO 8601, UTC. */
  received_at: string;
}

/** Facts about the arrival that are not part of the payload. */
export interface ArrivalContext {
  /** Keyed hash of the client's address (server/client.ts), for the burst heuristic. */
  clientHash?: string | null;
}

/**
 * Asynchronous on purpose: a networked database answers later than the embedded one.
 * `insert` resolves only once the submission (and its notification jobs) are durable, because
 * its caller answers 201 next.
 */
export interface SubmissionStore {
  insert(submission: NewSubmission, context?: ArrivalContext): Promise<StoredSubmission>;
  count(): Promise<number>;
  /** Every submission, oldest first, with the payload fields only (tests and maintenance). */
  list(): Promise<StoredSubmission[]>;
  close(): Promise<void>;
}
