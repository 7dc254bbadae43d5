/**
 * Testimonials. People are shown by first name and last initial only, with an initials avatar;
 * the quotes describe engagements in general terms and name no real organization.
 */
import type { Testimonial } from './types';

export const clientTestimonials = [
  {
    kind: 'client',
    quote:
      'Akscellence had three senior engineers working in our codebase within two weeks of our first call. They learned our claims system faster than some of our own hires and left it better documented than they found it.',
    author: { name: 'Laura M.', role: 'Director of Application Development' },
    category: 'Regional insurance carrier',
  },
  {
    kind: 'client',
    quote:
      'We needed a partner who could modernize our reporting without stopping the plant. Their team rebuilt the data pipeline over a quarter, and our supervisors now see yesterday’s line performance before the morning shift starts.',
    author: { name: 'Marcus T.', role: 'VP of Operations' },
    category: 'Food manufacturer',
  },
  {
    kind: 'client',
    quote:
      'What stood out was candor. When a feature we wanted would not pay for itself, they told us, showed the numbers and proposed something smaller that did. That is why we keep coming back.',
    author: { name: 'Anita R.', role: 'Chief Information Officer' },
    category: 'Community bank',
  },
] as const satisfies readonly Testimonial[];

export const employeeTestimonials = [
  {
    kind: 'employee',
    quote:
      'I joined as a front-end developer and was pairing on a production release in my second week. The senior engineers make time to review code properly, and the flexible hours mean I can be at my kids’ games without asking twice.',
    author: { name: 'Kevin J.', role: 'FE developer' },
  },
] as const satisfies readonly Testimonial[];
