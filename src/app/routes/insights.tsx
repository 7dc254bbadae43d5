export {
  InsightsPage as Component,
  insightsLoader as loader,
} from '@/features/insights/insights-page';
