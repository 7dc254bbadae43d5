import type { Profiler } from 'node:inspector';
import { describe, expect, it } from 'vitest';
import { explainStalls, stallsIn } from './loop-stalls';

/** A node of a profile: a function in a file, under its parent. */
function node(id: number, functionName: string, url: string, children: number[] = []) {
  return {
    id,
    callFrame: { functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 },
    children,
  };
}

/**
 * A profile that began at epoch 1,000 ms: the body copied for 30 ms from 1,010, a form's commit
 * for 10 ms, idle for 20 ms, then garbage collection for 40 ms from 1,200, and a promise's callback.
 */
const profile: Profiler.Profile = {
  nodes: [
    node(1, '(root)', '', [2, 5, 7, 8]),
    node(2, 'processTicksAndRejections', 'node:internal/process/task_queues', [3]),
    node(3, 'readUploadBody', 'file:///app/server/gateway/upload-body.ts', [4]),
    node(4, 'copy', 'node:buffer'),
    node(5, 'commitTransaction', 'file:///app/node_modules/kysely/sqlite-driver.js', [6]),
    node(6, 'executeQuery', 'file:///app/node_modules/kysely/sqlite-driver.js'),
    node(7, '(idle)', ''),
    node(8, '(garbage collector)', ''),
  ],
  startTime: 0,
  endTime: 300_000,
  // Samples every 10 ms from 1,010: three of the copy, one commit, two idle; then the collector.
  samples: [4, 4, 4, 6, 7, 7, 8, 8, 8, 8, 2],
  timeDeltas: [
    10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 140_000, 10_000, 10_000, 10_000, 10_000,
  ],
};

describe('the stalls of the loop', () => {
  it('are read from the lines the server writes, and nothing else', () => {
    const output = 'listening\nstall 1010 70.5\nloop-delay 1 2 3\nstall 1200.5 41\n';
    expect(stallsIn(output)).toEqual([
      { fromEpochMs: 1010, ms: 70.5 },
      { fromEpochMs: 1200.5, ms: 41 },
    ]);
  });

  it("are put down to what ran inside each, the upload path's own work told apart", () => {
    const [copy, collector] = explainStalls(
      profile,
      [
        { fromEpochMs: 1010, ms: 60 },
        { fromEpochMs: 1200, ms: 40 },
      ],
      1000,
    );
    expect(copy?.causes).toEqual([
      { cause: "an upload's body copied", ms: 30 },
      { cause: 'not running (the machine busy elsewhere)', ms: 20 },
      { cause: 'SQLite commit (with its sync to disk)', ms: 10 },
    ]);
    expect(copy?.uploadPath).toBe(true);
    expect(collector?.causes).toEqual([{ cause: 'garbage collection', ms: 40 }]);
    expect(collector?.uploadPath).toBe(false);
  });
});
