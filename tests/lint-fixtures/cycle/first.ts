// Half of a deliberate import cycle; scripts/architecture-lint.test.ts expects lint to refuse it.
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
