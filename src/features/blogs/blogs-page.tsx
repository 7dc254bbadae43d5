import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { anchors, paths } from '@/config/paths';
import { articles } from '@/content/articles';
import { blogsPage } from '@/content/careers';
import { ui } from '@/content/ui';
import { Seo } from '@/components/common/seo';
import { ListGrid } from '@/components/sections/list-grid';
import { TeaserCard } from '@/components/sections/teaser-card';
import { bySlug } from '@/lib/collections';
import { articleMeta } from '@/lib/format';
import { PageContainer } from '@/components/common/page-container';

/** /blogs: four cards in the site's fixed order (4, 1, 2, 3), each to its article under /blogs. */
export function BlogsPage() {
  return (
    <>
      <Seo path={paths.blogs.href()} {...blogsPage.seo} />
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
        <ListGrid
          items={blogsPage.order.map((slug) => bySlug(articles, slug))}
          itemKey={(article) => article.slug}
          columns={{ xs: 1, sm: 2, md: 4 }}
          renderItem={(article) => (
            <TeaserCard
              title={article.title}
              to={paths.article.href(article.slug)}
              linkLabel={ui.readMore}
              image={article.hero}
              titleComponent="h2"
              meta={articleMeta(article)}
              text={article.description}
            />
          )}
        />
      </PageContainer>
    </>
  );
}
