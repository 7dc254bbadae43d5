import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './long-tasks';

describe('afterFirstPaint', () => {
  it('counts nothing for a page without long tasks', () => {
    expect(afterFirstPaint([], 800)).toEqual({ longestTask: 0, blockingTime: 0 });
  });

  it('leaves out tasks that ended before the first paint', () => {
    expect(afterFirstPaint([{ start: 100, duration: 300 }], 800)).toEqual({
      longestTask: 0,
      blockingTime: 0,
    });
  });

  it('takes the longest task and the time each runs past 50 ms', () => {
    const tasks = [
      { start: 900, duration: 120 },
      { start: 1500, duration: 60 },
      { start: 2000, duration: 180 },
    ];
    expect(afterFirstPaint(tasks, 800)).toEqual({ longestTask: 180, blockingTime: 70 + 10 + 130 });
  });

  it('counts a task that spans the first paint from the paint on', () => {
    // 250 ms of the task run after the paint; its first 50 do not block.
    expect(afterFirstPaint([{ start: 700, duration: 350 }], 800)).toEqual({
      longestTask: 250,
      blockingTime: 200,
    });
    // A spanning task with under 50 ms left is not blocking, but still the longest.
    expect(afterFirstPaint([{ start: 700, duration: 130 }], 800)).toEqual({
      longestTask: 30,
      blockingTime: 0,
    });
  });
});
