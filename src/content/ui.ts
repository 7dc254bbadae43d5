/**
 * Short interface copy shared by many pages: button labels, accessible names, status texts.
 * Sections take these as props or read them here; they never spell copy themselves.
 */
import { paths } from '@/config/paths';

export const ui = {
  skipToContent: 'Skip to main content',
  brandHomeLabel: 'Akscellence home',
  mainNavLabel: 'Main',
  footerNavLabel: 'Footer',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  menuTitle: 'Menu',
  darkMode: 'Dark color scheme',
  lightMode: 'Light color scheme',
  loadingPage: 'Loading page',
  readMore: 'Read More',
  /** Hidden words after a vague link label ("Read More about …", "Apply Now for …"). */
  linkAbout: (title: string) => `about ${title}`,
  linkFor: (title: string) => `for ${title}`,
  learnMore: 'Learn More',
  viewAll: 'View All',
  viewDetails: 'View Details',
  viewDetailsOf: (title: string) => `View details of ${title}`,
  getInTouch: 'Get in Touch',
  topBenefits: 'Top Benefits',
  faqHeading: 'Frequently asked questions',
  backToHome: 'Back to Home',
  backToServices: 'Back to Services',
  backToDomains: 'Back to Domains',
  backToCareers: 'Back to Careers',
  returnToBlogs: 'RETURN TO BLOGS',
  applyNow: 'Apply Now',
  applyFor: (title: string) => `Apply now for ${title}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  clientsHeading: 'OUR CLIENTS',
  clientLogosLabel: 'Client logos',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  /** The legal name may end in a full stop ("Inc."); the sentence must not get a second one. */
  copyright: (year: number, brand: string) =>
    `© ${year} ${brand.replace(/\.$/, '')}. All rights reserved.`,
  /** An address the site does not have (a mistyped or outdated link): not an application error. */
  notFound: {
    title: 'Page not found',
    lead: 'The page you asked for does not exist. It may have moved, or the address may be mistyped. These pages will get you going again:',
    linksLabel: 'Main pages',
    links: [
      { label: 'Home', to: paths.home.href() },
      { label: 'Services', to: paths.services.href() },
      { label: 'Careers', to: paths.careers.href() },
      { label: 'Contact Us', to: paths.contact.href() },
    ],
  },
  error: {
    heading: 'Unexpected Application Error!',
    genericHelp: 'Something went wrong while showing this page.',
    chunkHelp:
      'Part of the site could not be downloaded. This usually means a new version was just published or the connection dropped.',
    goHome: 'Go to the home page',
    retry: 'Retry',
  },
  breadcrumbLabel: 'Breadcrumb',
  homeCrumb: 'Home',
  seeDetailsOf: (title: string) => `See details of ${title}`,
  minutesRead: (minutes: number) => `${minutes} min read`,
  by: 'By',
} as const;
