/**
 * schema.org JSON-LD builders. Every value comes from `config/site.ts` or content modules, so
 * the structured data always says what the page says.
 */
import { absoluteUrl, paths, schemaOrgContext } from '../config/paths';
import { site } from '../config/site';
import type { JsonLd } from './json-ld';

export function postalAddress(): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The company, as the hiring organization or publisher of other entities. */
export function organizationRef(): JsonLd {
  return {
    '@type': 'Organization',
    name: site.brand,
    url: absoluteUrl(site.origin, paths.home),
  };
}

/** Organization markup for the home page. */
export function organizationJsonLd(logoPath: string): JsonLd {
  return {
    '@context': schemaOrgContext,
    ...organizationRef(),
    legalName: site.legalName,
    alternateName: site.formerName,
    foundingDate: String(site.foundedYear),
    logo: absoluteUrl(site.origin, logoPath),
    email: site.email,
    telephone: site.phone.e164,
    address: postalAddress(),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: site.phone.e164,
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}
