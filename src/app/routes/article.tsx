export { ArticlePage as Component, articleLoader as loader } from '@/features/blogs/article-page';
