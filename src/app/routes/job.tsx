export { JobPage as Component, jobLoader as loader } from '@/features/careers/job-page';
