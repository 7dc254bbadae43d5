/** What the main thread and the reading thread of `reader-thread.ts` say to each other. */

/** Given to the thread when it starts. */
export interface ReaderSetup {
  path: string;
  busyTimeoutMs: number;
}

/** A query to run; `id` pairs it with its reply. */
export interface ReaderRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** The rows of a query, or why it failed. */
export type ReaderReply = { id: number; rows: unknown[] } | { id: number; error: string };
