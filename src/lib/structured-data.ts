/**
 * schema.org JSON-LD builders. Every value comes from `config/site.ts` or content modules, so
 * the structured data always says what the page says.
 */
import { paths } from '@/config/paths';
import { absoluteUrl, site } from '@/config/site';
import type { JsonLd } from './json-ld';
import { escapeHtml } from './escape-html';

/** The vocabulary of the JSON-LD blocks. */
const schemaOrgContext = 'https://schema.org';

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

interface JobLike {
  slug: string;
  title: string;
  summary: string;
  responsibilities: readonly string[];
  qualifications: readonly string[];
  employmentType: string;
  datePosted: string;
  validThrough: string;
}

/** The job's description as the small HTML document JobPosting asks for. */
export function jobDescriptionHtml(
  job: JobLike,
  headings: { responsibilities: string; qualifications: string },
): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(job.summary)}</p>`,
    `<h3>${escapeHtml(headings.responsibilities)}</h3>`,
    list(job.responsibilities),
    `<h3>${escapeHtml(headings.qualifications)}</h3>`,
    list(job.qualifications),
  ].join('');
}

/** JobPosting markup for one open position, on that position's own page (`pageUrl`). */
export function jobPostingJsonLd(
  job: JobLike,
  pageUrl: string,
  headings: { responsibilities: string; qualifications: string },
): JsonLd {
  return {
    '@context': schemaOrgContext,
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, headings),
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.slug },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59-06:00`,
    employmentType: job.employmentType,
    hiringOrganization: {
      ...organizationRef(),
      sameAs: absoluteUrl(site.origin, paths.home.href()),
    },
    jobLocation: { '@type': 'Place', address: postalAddress() },
    url: pageUrl,
    directApply: false,
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
