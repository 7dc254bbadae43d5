/**
 * The byte budgets of the built site and what they hold. Sizes are exact gzip sizes (level 9)
 * of the files a page needs, so the check is deterministic. Each budget sits a little above the
 * size of the build it was set on (the README's performance notes give the figures), so a change
 * that adds code to every page, or pulls a section's libraries into a page's start, fails the
 * check and has to be argued for.
 */

export const budgets = {
  /**
   * The home page's start: React, React Router, MUI's core, the frame and the home page's bands.
   * Raised by half a kilobyte when the app began to take the document over from the inline
   * scripts, let go of held presses and report lost taps (docs/start-up.md, "Bytes").
   */
  homeInitialJs: 176_500,
  /**
   * The largest start of any page (a service page, with its accordions); raised with the home
   * page's, and by a tenth of a kilobyte for the staff pages' places in the route table (the
   * accounts, invitation and password pages), which every page carries, and by another tenth for
   * the Jobs area's three places in it.
   */
  anyInitialJs: 199_700,
  /** HTML, initial JS, fonts, sprites and every image of the home page. */
  homeTotalTransfer: 252_000,
  /** A form section: Formik, yup, React Query, the text fields and select. */
  formSectionJs: 68_000,
  /** The timeline carousel: Swiper, the carousel and Swiper's stylesheet. */
  carouselSectionJs: 32_000,
  /**
   * The staff pages: client-rendered, MUI X Data Grid; no public page loads them. Raised by
   * 3.5 KB for two-factor sign-in (the code step, the set-up, the recovery codes, turning it
   * off): the QR code is drawn from modules the server computes, so no QR library ships, and
   * splitting the set-up into a chunk of its own moved the public pages' shared chunks past
   * their budgets. Raised again for the admins' accounts page and the invitation and
   * forgotten-password pages, which a chunk of their own would have cost the public pages too,
   * and by 1 KB for an application's résumé file on the entry page (its facts, flags, text and
   * download), and by 0.6 KB for the Jobs link, the job actions' words in the activity and the
   * loading of the Jobs area's own chunk, and by 0.1 KB for the inbox's job filter choosing the
   * stored jobs by number (asked of the server, where a list of titles was built in) and an
   * entry's link to its job. Raised by 0.3 KB when the reports' shapes and words (sources,
   * thresholds) left the chunk every public page loaded for the beacon's few names: the staff
   * pages now count as their own what they loaded before from that shared chunk. Raised by
   * 0.3 KB for an application's screening answers on the entry page.
   */
  staffJs: 226_300,
  /**
   * The staff Jobs area (list and form) on top of the staff pages, whose chunk it imports so
   * that the code they share stays there: 10 KB of its own. Raised by 0.3 KB with the staff
   * pages' budget, for the reports' words they no longer share with the public pages; by 0.8 KB
   * for a job's practice (the form's select, the practices' names, the list's practice on each
   * line and its filter) and its own benefits (the form's field and their checks); and by 1.6 KB
   * for the job form's error summary with each wrong field marked (the publish checks' sentences
   * by field), the refusal of an edit to a job changed meanwhile with its "Load the current
   * version", and the button that opens the job's preview; and by 1.5 KB for a job's screening
   * questions on its form (adding, rewording, reordering and removing them, and their checks),
   * of which 0.3 KB is the staff pages' own raise. Raised by 0.1 KB for the help under the job's
   * words that names the Markdown subset they take (bold, italic, links, paragraphs, bullets),
   * and by 0.1 KB when the Jobs area's fields stopped writing out what the other staff pages do
   * too (a field keeping its value, fields side by side): it imports those helpers from the
   * staff chunk by name, which weighs a little more than the few lines it had of its own.
   */
  staffJobsJs: 240_900,
  /**
   * The staff reports page: MUI X Charts on top of the staff pages' Data Grid; its own chunk, so
   * the inbox does not load the charts. It names every page by the site's own titles (the
   * services', industries', jobs' and articles') and follows the account's role. Raised by
   * 1 KB with the staff pages' two-factor sign-in, by 1.5 KB with the accounts and the
   * invitation and password pages, by 1 KB with the entry page's résumé file, and by 0.3 KB
   * with the staff pages' budget, for the reports' words they no longer share with the public
   * pages.
   * And by 0.1 KB for naming every job's page by its stored title, at its current and old
   * addresses (the reports' answer carries them), where the first five jobs were built in.
   */
  staffReportsJs: 310_900,
  /** Each page's share image (PNG, not compressed further): link previews fetch it whole. */
  shareImage: 160_000,
  /**
   * Each page's HTML as served, Brotli. A new connection delivers 10 TCP segments (14,600
   * bytes) in its first round trip; with about 960 bytes of response headers (the CSP is most
   * of them), a page this size or smaller arrives whole in it, and the browser can request its
   * fonts and paint it one round trip (150 ms on a slow 4G line) sooner.
   */
  firstRoundTripHtml: 13_640,
} as const;

export type Budget = keyof typeof budgets;

/**
 * Text that survives minification in each library that must load only with its section (or the
 * staff pages): an error message, a display name or a class name of the library itself. No
 * page's initial JS may contain one; each section's own chunks must (so a marker cannot go
 * stale unnoticed).
 */
export const libraryMarkers = {
  Formik: 'FormikContext',
  yup: 'is a required field',
  'React Query': 'No QueryClient set',
  // One of Swiper's parameters, not a class name of its markup: the early behaviour names those
  // (src/lib/start-up/library-markup.ts), in code that pages with accordions start with.
  Swiper: 'containerModifierClass',
  'MUI X Data Grid': 'MuiDataGrid',
  'MUI X Charts': 'MuiChartsSurface',
} as const;

export type Library = keyof typeof libraryMarkers;

/** The sections with code of their own, the page that shows each, its libraries and budget. */
export const sectionChunks: readonly {
  module: string;
  page: string;
  libraries: readonly Library[];
  budget: Budget;
}[] = [
  {
    module: 'src/features/contact/contact-form.tsx',
    page: '/contactus',
    libraries: ['Formik', 'yup', 'React Query'],
    budget: 'formSectionJs',
  },
  {
    module: 'src/features/apply/apply-form.tsx',
    page: '/applynow',
    libraries: ['Formik', 'yup', 'React Query'],
    budget: 'formSectionJs',
  },
  {
    module: 'src/features/insights/timeline-carousel.tsx',
    page: '/insights',
    libraries: ['Swiper'],
    budget: 'carouselSectionJs',
  },
  {
    module: 'src/app/routes/staff.tsx',
    page: '/staff',
    libraries: ['MUI X Data Grid'],
    budget: 'staffJs',
  },
  {
    module: 'src/app/routes/staff-jobs.tsx',
    page: '/staff/jobs',
    libraries: ['MUI X Data Grid'],
    budget: 'staffJobsJs',
  },
  {
    module: 'src/app/routes/staff-reports.tsx',
    page: '/staff/reports',
    libraries: ['MUI X Data Grid', 'MUI X Charts'],
    budget: 'staffReportsJs',
  },
];
