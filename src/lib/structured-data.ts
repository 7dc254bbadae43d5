/**
 * schema.org JSON-LD builders. Every value comes from `config/site.ts` or content modules, so
 * the structured data always says what the page says.
 */
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import type { JsonLd } from './json-ld';

/** The vocabulary of the JSON-LD blocks. */
export const schemaOrgContext = 'https://schema.org';

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
    url: absoluteUrl(site.origin, paths.home.href()),
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

/** FAQPage markup for a detail page's questions. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': schemaOrgContext,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** BlogPosting markup for an article page. */
export function blogPostingJsonLd(article: {
  title: string;
  description: string;
  published: string;
  author: { name: string; role: string };
  canonicalPath: string;
  imagePath: string;
  wordCount: number;
}): JsonLd {
  return {
    '@context': schemaOrgContext,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.published,
    wordCount: article.wordCount,
    inLanguage: 'en-US',
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: organizationRef(),
    image: absoluteUrl(site.origin, article.imagePath),
    mainEntityOfPage: absoluteUrl(site.origin, article.canonicalPath),
  };
}
