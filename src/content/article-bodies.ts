/**
 * The article texts, compiled from the Markdown files beside this module at build time. Kept
 * apart from `articles.ts` so only the article page downloads them.
 */
import type { ArticleSlug } from '@/config/paths';
import blogexp1 from './articles/blogexp1.md';
import blogexp2 from './articles/blogexp2.md';
import blogexp3 from './articles/blogexp3.md';
import blogexp4 from './articles/blogexp4.md';
import type { ArticleBody } from './types';

export const articleBodies: Record<ArticleSlug, ArticleBody> = {
  blogexp1,
  blogexp2,
  blogexp3,
  blogexp4,
};
