/**
 * Turns of the event loop for long work done a piece at a time (a résumé's bytes checked, stored,
 * read or deleted half a megabyte at a time). `nextTurn()` resolves when the caller may do its
 * next piece: one piece a turn in this process, however many files are at work at once, with
 * the requests waiting on the loop answered between turns. Each file yielding on its own is not
 * enough: ten uploads would each do a piece in the same turn and hold the loop ten pieces long.
 */
let lastTurn: Promise<void> = Promise.resolve();

export function nextTurn(): Promise<void> {
  const turn = lastTurn.then(
    () =>
      new Promise<void>((resolve) => {
        setImmediate(resolve);
      }),
  );
  lastTurn = turn;
  return turn;
}
