export { HtabsPage as Component } from '@/features/htabs/htabs-page';
