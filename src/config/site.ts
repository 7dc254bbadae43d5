/**
 * Company identity and run-time settings. This is the only module that knows who the company is:
 * before going live, set the e-mail, phone, address and public origin here (see README
 * "Configuration"). The e-mail domain and 555-01xx number are reserved placeholders on purpose.
 */

/** Public origin used when VITE_SITE_ORIGIN is not set (a reserved `.example` domain). */
export const defaultOrigin = 'https://www.akscellence.example';

/**
 * Read a Vite build-time variable; the gateway server imports this file outside Vite, so `env` may
 * be absent.
 */
function buildEnv(
  name: 'VITE_API_BASE' | 'VITE_SITE_ORIGIN' | 'VITE_VITALS_URL',
): string | undefined {
  const meta: { env?: Partial<Record<string, string>> } = import.meta;
  const value = meta.env?.[name];
  return value ? value : undefined;
}

export const site = {
  brand: 'Akscellence',
  legalName: 'Akscellence Inc.',
  formerName: 'Akscel Technologies',
  foundedYear: 1998,
  /** Shown in the footer as the copyright year: a fixed site constant, not the current year. */
  copyrightYear: 2023,
  talentClaim: 'top 5%',
  email: 'hello@akscellence.example',
  phone: {
    display: '(402) 555-0142',
    /** E.164 form for `tel:` links. */
    e164: '+14025550142',
  },
  address: {
    street: '1620 Dodge Street, Suite 1100',
    locality: 'Omaha',
    region: 'NE',
    postalCode: '68102',
    country: 'US',
    countryName: 'USA',
  },
  /** Public origin for canonical URLs, Open Graph and the sitemap. */
  origin: buildEnv('VITE_SITE_ORIGIN') ?? defaultOrigin,
  /**
   * Base of the gateway call. Empty means the site's own origin, where `npm start` serves the
   * bundled gateway; set VITE_API_BASE at build time to use a hosted gateway instead.
   */
  apiBase: buildEnv('VITE_API_BASE') ?? '',
  /** Where web-vitals figures are beaconed; unset means they are not sent anywhere. */
  vitalsUrl: buildEnv('VITE_VITALS_URL'),
  /**
   * Fixed values every gateway payload carries (`portal_name`, `requested_demo_for_product_name`).
   */
  gateway: {
    portalName: 'Akscel',
    portalLabel: 'Akscel portal',
  },
} as const;

/**
 * Whether the site sends to its own gateway (no `VITE_API_BASE`): only that one takes more than
 * the specification's JSON, such as an applicant's résumé file (docs/leads.md, "Résumé files").
 */
export const usesOwnGateway = site.apiBase === '';

/**
 * Longest document title and meta description (characters) that search results show whole;
 * every page keeps within them (checked over the content and over the prerendered pages).
 */
export const seoLimits = { title: 60, description: 160 } as const;

/** The document title of a page: its own title, then the brand. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${site.brand}`;
}

/** One-line postal address, e.g. for the footer and contact page. */
export function formatAddress(): string {
  const { street, locality, region, postalCode, countryName } = site.address;
  return `${street}, ${locality}, ${region} ${postalCode}, ${countryName}`;
}

/** Joins a public origin and a path into an absolute URL (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
