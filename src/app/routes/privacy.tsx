export { PrivacyPage as Component } from '@/features/privacy/privacy-page';
