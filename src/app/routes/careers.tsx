export { CareersPage as Component, careersLoader as loader } from '@/features/careers/careers-page';
