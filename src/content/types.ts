/**
 * Shapes of the site's content. Content modules (`src/content/*.ts`) are plain typed data:
 * they never import React or MUI, and sections render them through props. Icons are named
 * here and mapped to components in `src/components/common/icon.tsx`.
 */
import type { ArticlePrefix, ArticleSlug, DomainSlug, ServiceSlug } from '@/config/paths';

/**
 * An image shipped with the site. Width and height are the intrinsic size, to reserve layout space.
 */
export interface Art {
  /** URL of the file, as returned by a Vite asset import. */
  src: string;
  width: number;
  height: number;
  /** What the picture shows; an empty string marks it decorative. */
  alt: string;
  /** The same picture drawn for phones (e.g. a diagram with larger labels), shown below `sm`. */
  narrow?: { src: string; width: number; height: number };
}

/** Names of the icons content may ask for; each maps to one MUI icon. */
export type IconName =
  | 'delivery'
  | 'people'
  | 'science'
  | 'analytics'
  | 'globe'
  | 'license'
  | 'consulting'
  | 'training'
  | 'project'
  | 'product'
  | 'data'
  | 'health'
  | 'agriculture'
  | 'fintech'
  | 'factory'
  | 'gaming'
  | 'bank'
  | 'government'
  | 'utilities'
  | 'telecom'
  | 'insurance'
  | 'expertise'
  | 'satisfaction'
  | 'technology'
  | 'client-focus'
  | 'schedule'
  | 'location'
  | 'health-insurance'
  | 'work'
  | 'experience'
  | 'route'
  | 'warehouse'
  | 'rotation'
  | 'report'
  | 'shield'
  | 'devices';

/** One of the three "Top Benefits" of a service or domain. */
export interface Benefit {
  /** Short heading, 2 to 6 words. */
  title: string;
  /** One or two sentences. */
  text: string;
}

export interface Faq {
  question: string;
  /** 40 to 100 words. */
  answer: string;
}

/** What goes into the document head for a page. */
export interface SeoText {
  /**
   * Page title without the brand suffix; unique across the site. With the suffix it must fit a
   * search result (see `seoLimits` in config/site.ts).
   */
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
}

/**
 * What links and cards that point at a service or domain show. The site frame and the home page
 * read only these (`content/offering-index.ts`), so the long copy stays out of their start-up code.
 */
export interface OfferingCard {
  /**
   * Display title, e.g. "Staff Augmentation": the page's heading, every link to it, and the
   * start of its document title and share image.
   */
  title: string;
  /**
   * Id of the entry on its list page, so a link can land on it (`/domains#healthcare`). Words,
   * not the route slug: the address says where it leads.
   */
  anchor: string;
  icon: IconName;
  /** One sentence inviting the reader to the page; used by "Read More" teasers and home cards. */
  teaser: string;
}

/** The rest of a service's or domain's copy: its list entry and its detail page. */
export interface OfferingPage {
  /** 40 to 80 words, shown on the list page and the detail hero. */
  summary: string;
  /** Exactly three Top Benefits. */
  benefits: readonly [Benefit, Benefit, Benefit];
  /** "Why choose us" text: a heading and 80 to 150 words in one to three paragraphs. */
  whyChoose: {
    heading: string;
    paragraphs: readonly string[];
  };
  /** Exactly four FAQ items. */
  faqs: readonly [Faq, Faq, Faq, Faq];
  /** Alt text of the page's picture, the SVG named after the slug in its `src/assets/art/` folder. */
  heroAlt: string;
  seo: {
    /**
     * What the document title and the share image add after the title, separator included
     * (" Services in Omaha"); never the name again, so a rename reaches them too.
     */
    titleSuffix: string;
    /** Meta description, 120 to 160 characters. */
    description: string;
  };
}

/** A service or an industry domain as pages use it: both have the same shape and detail page. */
export interface Offering<Slug extends string = string>
  extends OfferingCard, Omit<OfferingPage, 'heroAlt' | 'seo'> {
  /** The route slug, e.g. `serv2sas`. */
  slug: Slug;
  hero: Art;
  /** The title with the page's suffix, and the description. */
  seo: SeoText;
}

/** Copy of a list page (services, domains) and of the detail pages of its entries. */
export interface OfferingListCopy {
  seo: SeoText;
  hero: PageHeroContent;
  /** Eyebrow of each detail page's hero, e.g. "SERVICE". */
  detailEyebrow: string;
  back: { label: string; to: string };
}

/** The services or the domains, with what their list page and detail pages need. */
export interface OfferingCatalog<Slug extends string = string> {
  /** Every entry, in list order. */
  entries: readonly Offering<Slug>[];
  /** The route slugs: any other slug is a 404. */
  slugs: readonly Slug[];
  /** The address of the list page, and of an entry's page. */
  listPath: string;
  entryPath: (slug: Slug) => string;
  copy: OfferingListCopy;
}

export type Service = Offering<ServiceSlug>;
export type Domain = Offering<DomainSlug>;

/** A link to an article under one of its two prefixes (the teasers mix them). */
export interface ArticleLink {
  slug: ArticleSlug;
  prefix: ArticlePrefix;
}

/** Figures of an article's Markdown body, computed at build time (`*.md?meta` imports). */
export interface ArticleStats {
  wordCount: number;
  /** The h2 headings, in order. */
  headings: readonly string[];
}

/**
 * Article text compiled from Markdown at build time (see `scripts/build/vite-plugin-markdown.ts`).
 */
export interface ArticleBody extends ArticleStats {
  /** HTML of the article body, starting below the title (h2 sections). */
  html: string;
}

export interface Author {
  /** First name and initial only. */
  name: string;
  role: string;
}

export interface Article {
  slug: ArticleSlug;
  /** The article's heading; may be longer than a search result shows. */
  title: string;
  /** The shorter title for the document head and search results. */
  seoTitle: string;
  /** Teaser and meta description, 120 to 160 characters. */
  description: string;
  author: Author;
  /** ISO date (YYYY-MM-DD). */
  published: string;
  hero: Art;
  /** Length and outline of the body; the body itself is in `article-bodies.ts`. */
  stats: ArticleStats;
  /** The two "Read More" teasers at the end of the article. */
  teasers: readonly [ArticleLink, ArticleLink];
}

export type { EmploymentKind as EmploymentType } from '@/shared/jobs/job-posting';

/** One entry of the company timeline (the fields `des` and `pic` keep their names from the content's first format). */
export interface TimelineEntry {
  year: number;
  title: string;
  /** Description. */
  des: string;
  /** Picture. */
  pic: Art;
}

export type TestimonialKind = 'client' | 'employee';

export interface Testimonial {
  quote: string;
  author: Author;
  kind: TestimonialKind;
  /** Client category, e.g. "Healthcare network"; absent for employees. */
  category?: string;
}

/** A titled item with an icon: Why Us points, work benefits, product capabilities. */
export interface Feature {
  title: string;
  text: string;
  icon: IconName;
}

export interface Counter {
  /** Final value the counter animates to. */
  target: number;
  label: string;
}

/** A fictional client shown in logo strips. */
export interface Client {
  name: string;
  logo: StackedArt;
}

/**
 * A picture that is one of a column of equal pictures in one file: the `index`-th from the top
 * (from 0) of `count`. It is shown by cropping the whole file, so every picture of the column is
 * the same image to the browser (see `spriteArt` in ./art-set.ts).
 */
export interface StackedArt extends Art {
  slice: { index: number; count: number };
}

/** A call-to-action link whose target is a path from `config/paths.ts`. */
export interface Cta {
  label: string;
  to: string;
  /**
   * Words read after a vague label ("Learn More", "View All") by screen readers and search
   * engines, hidden on screen, e.g. "about Akscellence": link lists show links out of context.
   */
  context?: string;
}

/** Heading block of a page or section. */
export interface SectionIntro {
  /** Small uppercase label above the heading. */
  eyebrow?: string;
  heading: string;
  /** Lead paragraph(s). */
  lead?: string;
}

/** The opening block of a page: h1, lead, optional calls to action and artwork. */
export interface PageHeroContent extends SectionIntro {
  lead: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
  art?: Art;
}

/** One panel of the About accordion. */
export interface AboutPanel {
  id: 'vision' | 'mission' | 'values' | 'story';
  title: string;
  paragraphs: readonly string[];
}

/** One of the numbered value circles on About. */
export interface CompanyValue {
  title: string;
  text: string;
}
