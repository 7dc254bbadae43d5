import type { ChangeEvent } from 'react';

/** A text field's change handler that keeps its value in a piece of state. */
export function keepsValue(set: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(event.target.value);
  };
}
