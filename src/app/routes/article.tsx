import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { anchors, articleSlugs, paths, type ArticleSlug } from '@/config/paths';
import { articleBodies } from '@/content/article-bodies';
import { articles } from '@/content/articles';
import { ui } from '@/content/ui';
import { ArtImage } from '@/components/common/art-image';
import { BackLink } from '@/components/common/back-link';
import { Prose } from '@/components/common/prose';
import { Seo } from '@/components/common/seo';
import { CardGrid } from '@/components/sections/card-grid';
import { TeaserCard } from '@/components/sections/teaser-card';
import { bySlug } from '@/lib/collections';
import { formatDate, readingMinutes } from '@/lib/format';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { PageContainer } from '@/components/common/page-container';

function isArticleSlug(slug: string | undefined): slug is ArticleSlug {
  return articleSlugs.some((known) => known === slug);
}

/** Unknown article slugs are a 404 on the error screen. */
export function loader({ params }: LoaderFunctionArgs): { slug: ArticleSlug } {
  if (!isArticleSlug(params.slug)) throw data(null, { status: 404, statusText: 'Not Found' });
  return { slug: params.slug };
}

/** One article; served under /blogs/... and /home/... with the /blogs URL as canonical. */
export function Component() {
  const { slug } = useLoaderData<typeof loader>();
  const article = bySlug(articles, slug);
  const body = articleBodies[slug];
  const canonicalPath = paths.article(slug, 'blogs');

  return (
    <>
      <Seo
        path={canonicalPath}
        title={article.title}
        description={article.description}
        type="article"
        jsonLd={blogPostingJsonLd({
          title: article.title,
          description: article.description,
          published: article.published,
          author: article.author,
          canonicalPath,
          imagePath: article.hero.src,
          wordCount: body.wordCount,
        })}
      />
      <Box component="article" aria-labelledby="article-title">
        {/* A reading column of about 75 characters per line: comfortable for long-form text. */}
        <PageContainer width="md" sx={{ pt: { xs: 4, md: 6 }, maxWidth: '48rem' }}>
          <BackLink
            label={ui.returnToBlogs}
            to={{ pathname: paths.blogs, hash: anchors.blogsHeading }}
            state={{ scrollDelay: 200 }}
          />
          <Typography id="article-title" variant="h1" sx={{ mb: 2 }}>
            {article.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {`${ui.by} ${article.author.name}, ${article.author.role} · `}
            <time dateTime={article.published}>{formatDate(article.published)}</time>
            {` · ${ui.minutesRead(readingMinutes(body.wordCount))}`}
          </Typography>
          <ArtImage
            art={article.hero}
            priority
            sx={{ width: '100%', borderRadius: 4, mb: { xs: 4, md: 6 } }}
          />
          <Prose html={body.html} />
        </PageContainer>
      </Box>
      <Box
        component="aside"
        aria-labelledby="read-more-heading"
        sx={{ bgcolor: 'surface.muted', py: { xs: 6, md: 8 }, mt: { xs: 6, md: 8 } }}
      >
        <PageContainer width="md">
          <Typography id="read-more-heading" variant="h2" sx={{ mb: 4 }}>
            {ui.readMore}
          </Typography>
          <CardGrid columns={{ xs: 1, sm: 2 }}>
            {article.teasers.map((teaser) => {
              const target = bySlug(articles, teaser.slug);
              return (
                <TeaserCard
                  key={teaser.slug}
                  title={target.title}
                  text={target.description}
                  to={paths.article(teaser.slug, teaser.prefix)}
                  linkLabel={ui.readMore}
                  image={target.hero}
                />
              );
            })}
          </CardGrid>
        </PageContainer>
      </Box>
    </>
  );
}
