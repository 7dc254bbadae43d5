/**
 * How a job moves between its states, as the staff API allows it and the staff pages offer it:
 * one table, so the server refuses exactly the moves the pages do not show.
 */
import type { JobState } from './job-posting';

/** Publish a draft, pause or close an open job, resume a paused one, reopen a closed one. */
export const jobMoves = ['publish', 'pause', 'resume', 'close', 'reopen'] as const;
export type JobMove = (typeof jobMoves)[number];

/** Each move: the states it starts from and the state it leads to. */
export const jobMoveRules: Record<JobMove, { from: readonly JobState[]; to: JobState }> = {
  publish: { from: ['draft'], to: 'open' },
  pause: { from: ['open'], to: 'paused' },
  resume: { from: ['paused'], to: 'open' },
  close: { from: ['open', 'paused'], to: 'closed' },
  // A reopened job gets a new posting date (server/db/jobs.ts, changeJob).
  reopen: { from: ['closed'], to: 'open' },
};

export function isJobMove(value: unknown): value is JobMove {
  return jobMoves.some((move) => move === value);
}

/** The state a move leads to from `state`, or undefined when the move is not allowed there. */
export function moveTarget(state: JobState, move: JobMove): JobState | undefined {
  const rule = jobMoveRules[move];
  return rule.from.includes(state) ? rule.to : undefined;
}

/** The moves a job in `state` offers, in the order the pages show them. */
export function movesFrom(state: JobState): JobMove[] {
  return jobMoves.filter((move) => moveTarget(state, move) !== undefined);
}

/** Moves that lead to an open job, so the publish checks hold before them. */
export function opensJob(move: JobMove): boolean {
  return jobMoveRules[move].to === 'open';
}
