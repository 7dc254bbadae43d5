/**
 * Pictures of the company timeline entries (480 x 320).
 */
import { artSet } from './art-set';

export type TimelineYear = 1998 | 2001 | 2006 | 2011 | 2016 | 2021 | 2023;

const timeline = { width: 480, height: 320 } as const;

export const timelineArt = artSet<TimelineYear>(
  'assets/art/timeline',
  import.meta.glob<string>('@/assets/art/timeline/*.svg', { eager: true, import: 'default' }),
  timeline,
  {
    1998: 'A small garage office with a single desktop computer',
    2001: 'A code window above two consultants shaking hands beside an office tower',
    2006: 'Two interlocking puzzle pieces between two linked globes',
    2011: 'A trophy with a star, surrounded by confetti',
    2016: 'A cloud connected to three server racks below it',
    2021: 'Healthcare, banking and finance icons connected around a central hub',
    2023: 'A server circled by recycling arrows, with a leaf carrying circuit traces',
  },
);
