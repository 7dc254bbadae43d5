import { notFoundShareImage, shareImage, shareImagePath } from '@/config/endpoints';
import { absoluteUrl, documentTitle, site } from '@/config/site';
import { ui } from '@/content/ui';
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
  const fullTitle = documentTitle(title);
  const url = absoluteUrl(site.origin, path);
  // Pages kept out of search (not found, errors) live at any address, so they share the one
  // picture drawn for the not-found page instead of one per address.
  const image = absoluteUrl(site.origin, noindex ? notFoundShareImage : shareImagePath(path));
  // The picture shows a page's title beside its artwork, so that title says what it shows; the
  // shared picture of the pages kept out of search shows the not-found page's title.
  const imageAlt = noindex ? documentTitle(ui.notFound.title) : fullTitle;
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
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
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
