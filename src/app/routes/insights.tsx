export { InsightsPage as Component } from '@/features/insights/insights-page';
