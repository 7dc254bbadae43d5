/**
 * What a page's long tasks cost a visitor after its first paint, as Lighthouse counts it: a tap
 * that lands in a task waits for the rest of it, and each task blocks input for what it runs past
 * 50 ms (total blocking time). A task that began before the first paint counts from the paint on.
 */

/** A main-thread task of 50 ms or more, as the browser's `longtask` entries report it. */
export interface LongTask {
  /** ms after navigation. */
  start: number;
  duration: number;
}

export interface AfterFirstPaint {
  /** The longest stretch of one task after the first paint, ms (0 when there was none). */
  longestTask: number;
  /** The sum of every task's time past 50 ms after the first paint. */
  blockingTime: number;
}

/** The time within one task past which input counts as blocked. */
export const blockingThresholdMs = 50;

export function afterFirstPaint(tasks: readonly LongTask[], firstPaint: number): AfterFirstPaint {
  let longestTask = 0;
  let blockingTime = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= firstPaint) continue;
    const length = end - Math.max(task.start, firstPaint);
    longestTask = Math.max(longestTask, length);
    blockingTime += Math.max(0, length - blockingThresholdMs);
  }
  return { longestTask, blockingTime };
}
