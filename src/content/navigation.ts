/**
 * Navigation of the site: header, drawer, /htabs and footer columns. Labels are copy; targets
 * come from `config/paths.ts`.
 */
import { anchors, domainSlugs, paths, serviceSlugs, type AnchorId } from '@/config/paths';
import type { NavigationState } from '@/config/navigation-state';
import { domainIndex, serviceIndex } from './offering-index';

export interface NavItem {
  label: string;
  to: string;
  /** Other path prefixes that belong to this section (marked as current there too). */
  alsoMatches?: readonly string[];
}

/**
 * A footer link: a path, optionally an anchor on it and navigation state (About's flags, scroll
 * delays).
 */
export interface FooterLink {
  label: string;
  to: string;
  hash?: AnchorId;
  state?: NavigationState;
  /** Scroll to the anchor on the page being viewed when it has one; otherwise go to `to`. */
  preferCurrentPage?: boolean;
}

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

export const primaryNav = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About Us', to: paths.about.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Domains', to: paths.domains.href() },
  { label: 'Insights', to: paths.insights.href() },
  { label: 'Products', to: paths.products.href() },
  { label: 'Careers', to: paths.careers.href(), alsoMatches: [paths.apply.href()] },
  { label: 'Blogs', to: paths.blogs.href(), alsoMatches: ['/home/'] },
] as const satisfies readonly NavItem[];

export const contactNav = { label: 'Contact Us', to: paths.contact.href() } satisfies NavItem;

/**
 * The small-screen navigation page lists Home, About Us, Services, Domains and Insights first, then
 * the rest.
 */
export const htabsNav = {
  heading: 'Navigate Akscellence',
  lead: 'Every section of the site in one list, and how to reach us.',
  /** Names this page's list apart from the header's "Main" navigation for screen readers. */
  primaryLabel: 'Site sections',
  primary: primaryNav.slice(0, 5),
  moreHeading: 'More',
  more: [...primaryNav.slice(5), contactNav],
  contactHeading: 'Visit or call us',
} as const;

/** How many services and domains the footer lists before its "All ..." link. */
const footerServiceCount = 6;

/** The company in one sentence, under the brand in the footer. */
export const footerBlurb =
  'IT services and staffing from Omaha, Nebraska, since 1998. We deliver software, data and cloud projects and connect clients with the top 5% of technology talent.';

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'About',
    links: [
      {
        label: 'Our Story',
        to: paths.about.href(),
        hash: anchors.coreValues,
        state: { ourStory: true },
      },
      {
        label: 'Our vision, mission & values',
        to: paths.about.href(),
        hash: anchors.coreValues,
        state: { coreValues: true },
      },
      {
        label: 'Clients testimonial',
        to: paths.about.href(),
        hash: anchors.clientTestimonial,
        preferCurrentPage: true,
      },
    ],
  },
  {
    heading: 'Services',
    links: [
      ...serviceSlugs.slice(0, footerServiceCount).map((slug) => ({
        label: serviceIndex[slug].title,
        to: paths.service.href(slug),
      })),
      { label: 'All services', to: paths.services.href() },
    ],
  },
  {
    heading: 'Domains',
    links: [
      ...domainSlugs.slice(0, footerServiceCount).map((slug) => ({
        label: domainIndex[slug].title,
        to: paths.domain.href(slug),
      })),
      { label: 'All domains', to: paths.domains.href() },
    ],
  },
  {
    heading: 'Insights',
    links: [
      { label: 'Open position', to: paths.insights.href(), hash: anchors.insightsOpenPositions },
      { label: 'Work Benefits', to: paths.insights.href(), hash: anchors.insightsWorkBenefits },
      {
        label: 'Blogs & Articles',
        to: paths.home.href(),
        hash: anchors.homeBlogs,
        state: { scrollDelay: 250 },
      },
      { label: 'Careers', to: paths.careers.href() },
      { label: 'Privacy notice', to: paths.privacy.href() },
    ],
  },
];
