export { BlogsPage as Component } from '@/features/blogs/blogs-page';
