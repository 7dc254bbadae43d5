export { RequestStatusPage as Component } from '@/features/request-status/request-status-page';
