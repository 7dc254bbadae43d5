export { ProductsPage as Component } from '@/features/products/products-page';
