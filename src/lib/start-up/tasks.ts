/**
 * Start-up work in short tasks. A phone's main thread should never be held for long: a task over
 * 50 ms is one a tap has to wait for, so the start-up yields to the browser between its steps and
 * a visitor's input is handled in between.
 */

/** Resolves in a later task, letting the browser handle input and paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Runs the steps one after another, each in a task of its own. */
export async function inTurn(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
