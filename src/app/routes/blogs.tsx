import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { anchors, paths } from '@/config/paths';
import { articles } from '@/content/articles';
import { blogsPage } from '@/content/careers';
import { ui } from '@/content/ui';
import { Seo } from '@/components/common/seo';
import { CardGrid } from '@/components/sections/card-grid';
import { TeaserCard } from '@/components/sections/teaser-card';
import { bySlug } from '@/lib/collections';
import { formatDate, readingMinutes } from '@/lib/format';
import { PageContainer } from '@/components/common/page-container';

/** /blogs: four cards in the spec's order (4, 1, 2, 3), each to its article under /blogs. */
export function Component() {
  return (
    <>
      <Seo path={paths.blogs} {...blogsPage.seo} />
      <Box sx={{ bgcolor: 'surface.muted', borderBottom: 1, borderColor: 'surface.border' }}>
        <PageContainer sx={{ py: { xs: 6, md: 8 } }}>
          <Typography variant="overline" component="p" color="secondary" sx={{ mb: 1 }}>
            {blogsPage.eyebrow}
          </Typography>
          <Typography id={anchors.blogsHeading} variant="h1" sx={{ mb: 2 }}>
            {blogsPage.heading}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: '44rem' }}>
            {blogsPage.lead}
          </Typography>
        </PageContainer>
      </Box>
      <PageContainer sx={{ py: { xs: 6, md: 8 } }}>
        <CardGrid columns={{ xs: 1, sm: 2, md: 4 }}>
          {blogsPage.order.map((slug) => {
            const article = bySlug(articles, slug);
            return (
              <TeaserCard
                key={slug}
                title={article.title}
                to={paths.article(slug, 'blogs')}
                linkLabel={ui.readMore}
                image={article.hero}
                titleComponent="h2"
                meta={`${formatDate(article.published)} · ${ui.minutesRead(readingMinutes(article.stats.wordCount))}`}
                text={article.description}
              />
            );
          })}
        </CardGrid>
      </PageContainer>
    </>
  );
}
