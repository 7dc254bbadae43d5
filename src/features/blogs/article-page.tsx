import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import { anchors, articleRoutes, articleSlugs, paths } from '@/config/paths';
import { articleBodies } from '@/content/article-bodies';
import { articles } from '@/content/articles';
import type { ArticleLink } from '@/content/types';
import { ui } from '@/content/ui';
import { ArtImage } from '@/components/common/art-image';
import { BackLink } from '@/components/common/back-link';
import { Prose } from '@/components/common/prose';
import { Seo } from '@/components/common/seo';
import { ListGrid } from '@/components/sections/list-grid';
import { TeaserCard } from '@/components/sections/teaser-card';
import { bySlug } from '@/lib/collections';
import { formatDate, readingMinutes } from '@/lib/format';
import { slugLoader } from '@/lib/slug-loader';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { PageContainer } from '@/components/common/page-container';

/** 404 for a slug that is not an article. */
export const articleLoader = slugLoader(articleSlugs);

/** One article; served under /blogs/... and /home/... with the /blogs URL as canonical. */
export function ArticlePage() {
  const { slug } = useLoaderData<typeof articleLoader>();
  const article = bySlug(articles, slug);
  const body = articleBodies[slug];
  const canonicalPath = paths.article.href(slug);

  return (
    <>
      <Seo
        path={canonicalPath}
        title={article.seoTitle}
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
            to={{ pathname: paths.blogs.href(), hash: anchors.blogsHeading }}
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
          <ListGrid<ArticleLink>
            items={article.teasers}
            itemKey={(teaser) => `${teaser.prefix}/${teaser.slug}`}
            columns={{ xs: 1, sm: 2 }}
            renderItem={(teaser) => {
              const target = bySlug(articles, teaser.slug);
              return (
                <TeaserCard
                  title={target.title}
                  text={target.description}
                  to={articleRoutes[teaser.prefix].href(teaser.slug)}
                  linkLabel={ui.readMore}
                  image={target.hero}
                />
              );
            }}
          />
        </PageContainer>
      </Box>
    </>
  );
}
