export { ApplyPage as Component, applyLoader as loader } from '@/features/apply/apply-page';
