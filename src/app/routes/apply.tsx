export { ApplyPage as Component } from '@/features/apply/apply-page';
