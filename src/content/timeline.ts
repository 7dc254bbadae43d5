/** The company timeline of the Insights carousel: seven entries, 1998 to 2023. */
import { timelineArt } from './timeline-art';
import type { TimelineEntry } from './types';

export const timeline = [
  {
    year: 1998,
    title: 'Founded in Omaha',
    des: 'Akscel Technologies opens in Omaha as a small software startup, building custom applications for local businesses.',
    pic: timelineArt[1998],
  },
  {
    year: 2001,
    title: 'Development and consulting at scale',
    des: 'We expand into software development and IT consulting for large corporate clients, and our first recruiting practice takes shape.',
    pic: timelineArt[2001],
  },
  {
    year: 2006,
    title: 'Strategic partnerships',
    des: 'Partnerships with large technology companies bring vendor training, early access to new platforms and the start of our software reseller business.',
    pic: timelineArt[2006],
  },
  {
    year: 2011,
    title: 'First industry award',
    des: 'Our delivery work for a regional client earns our first industry award, recognizing both the solution and the way the team ran the project.',
    pic: timelineArt[2011],
  },
  {
    year: 2016,
    title: 'Cloud solutions provider',
    des: 'We become a cloud solutions provider, moving clients’ workloads to the cloud and running them securely afterwards.',
    pic: timelineArt[2016],
  },
  {
    year: 2021,
    title: 'Industry-specific solutions',
    des: 'Dedicated practices bring industry-specific solutions to clients from healthcare to finance, with teams who know the regulations as well as the technology.',
    pic: timelineArt[2021],
  },
  {
    year: 2023,
    title: 'Sustainable IT practices',
    des: 'We commit to sustainable IT: efficient cloud architectures, responsible hardware lifecycles and lower-energy operations for us and our clients.',
    pic: timelineArt[2023],
  },
] as const satisfies readonly TimelineEntry[];
