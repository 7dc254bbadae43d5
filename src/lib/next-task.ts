/**
 * Resolves in a later task, letting the browser handle input and paint in between. Start-up work
 * is cut into such steps because a phone's main thread should never be held for long: a task over
 * 50 ms is one a tap has to wait for (Lighthouse counts every millisecond above that as blocking).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
