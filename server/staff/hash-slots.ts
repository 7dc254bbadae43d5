/**
 * A bound on the password hashes computed at once. Each scrypt takes a worker thread of Node's
 * small pool (the one that also reads the site's files) for about a tenth of a second, so a flood
 * of sign-ins must not take them all: a sign-in that finds no free slot is answered at once with
 * "try again in a second" instead of waiting in line.
 */
export class HashSlots {
  #free: number;

  constructor(size: number) {
    this.#free = Math.max(1, size);
  }

  /** A release function when a slot was free; undefined when all are taken. */
  tryAcquire(): (() => void) | undefined {
    if (this.#free === 0) return undefined;
    this.#free -= 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#free += 1;
    };
  }
}
