import { absoluteUrl, site } from '@/config/site';
import { serializeJsonLd, type JsonLd } from '@/lib/json-ld';

export interface SeoProps {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Canonical path of the page (articles use their `/blogs/...` path under both prefixes). */
  path: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Keep the page out of search results (error pages). */
  noindex?: boolean;
  jsonLd?: JsonLd | readonly JsonLd[];
}

/**
 * Document head of one page. React 19 hoists these tags into <head> in the browser; the
 * prerender script moves them there in the static HTML.
 */
export function Seo({
  title,
  description,
  path,
  type = 'website',
  noindex = false,
  jsonLd,
}: SeoProps) {
  const fullTitle = `${title} | ${site.brand}`;
  const url = absoluteUrl(site.origin, path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {jsonLd && (
        <script
          type="application/ld+json"
          // Data, not code: JSON-LD is never executed, and `<` is escaped by serializeJsonLd.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </>
  );
}
