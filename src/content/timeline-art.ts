/**
 * Pictures of the company timeline entries (480 x 320).
 */
import type { Art } from './types';
import year1998 from '@/assets/art/timeline/1998.svg';
import year2001 from '@/assets/art/timeline/2001.svg';
import year2006 from '@/assets/art/timeline/2006.svg';
import year2011 from '@/assets/art/timeline/2011.svg';
import year2016 from '@/assets/art/timeline/2016.svg';
import year2021 from '@/assets/art/timeline/2021.svg';
import year2023 from '@/assets/art/timeline/2023.svg';

export type TimelineYear = 1998 | 2001 | 2006 | 2011 | 2016 | 2021 | 2023;

const timeline = { width: 480, height: 320 } as const;

export const timelineArt: Record<TimelineYear, Art> = {
  1998: {
    src: year1998,
    ...timeline,
    alt: 'A small garage office with a single desktop computer',
  },
  2001: {
    src: year2001,
    ...timeline,
    alt: 'A code window above two consultants shaking hands beside an office tower',
  },
  2006: {
    src: year2006,
    ...timeline,
    alt: 'Two interlocking puzzle pieces between two linked globes',
  },
  2011: {
    src: year2011,
    ...timeline,
    alt: 'A trophy with a star, surrounded by confetti',
  },
  2016: {
    src: year2016,
    ...timeline,
    alt: 'A cloud connected to three server racks below it',
  },
  2021: {
    src: year2021,
    ...timeline,
    alt: 'Healthcare, banking and finance icons connected around a central hub',
  },
  2023: {
    src: year2023,
    ...timeline,
    alt: 'A server circled by recycling arrows, with a leaf carrying circuit traces',
  },
};
