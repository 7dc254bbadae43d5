/** The two products: Product Dispatch and Tracking, Plant Data and Reporting Systems. */
import { paths } from '@/config/paths';
import { productArt } from './product-art';
import { pageArt } from './site-art';
import type { Art, Feature, PageHeroContent, SeoText } from './types';

export interface Product {
  id: string;
  name: string;
  /** A second name the product goes by, shown under the name. */
  tagline?: string;
  summary: string;
  paragraphs: readonly string[];
  capabilitiesHeading: string;
  capabilities: readonly Feature[];
  diagram: Art;
}

export const productsPage = {
  seo: {
    title: 'Products: Dispatch Tracking and Plant Data Reporting',
    description:
      'Two Akscellence products: track every consignment from dispatch to destination, and put the right person on the right job with plant data and rotation reporting.',
  } satisfies SeoText,
  hero: {
    eyebrow: 'PRODUCTS',
    heading: 'Software we built for operations teams',
    lead: 'Alongside custom work, we offer two products born from our manufacturing and logistics projects. Both run in the cloud or on your own servers and connect to the systems you already use.',
    primaryCta: { label: 'Request a demo', to: paths.contact.href() },
    art: pageArt.products,
  } satisfies PageHeroContent,
  demoCta: { label: 'Request a demo', to: paths.contact.href() },
};

export const products = [
  {
    id: 'dispatch-tracking',
    name: 'Product Dispatch and Tracking',
    summary:
      'Follow every consignment from the moment it leaves your dock to its final destination, including each stop in intermediate storage.',
    paragraphs: [
      'Dispatch and Tracking records each consignment when it is dispatched and follows it through every handover: the carrier, the cross-dock or warehouse where it waits, and the last mile to the customer. Scans from handheld devices and carrier updates arrive in one timeline, so your team answers “where is it?” in seconds instead of phone calls.',
      'Exceptions surface on their own. A pallet that sits too long in intermediate storage, a missed handover or a delivery that will be late raises an alert before your customer notices, and proof of delivery closes the record automatically.',
    ],
    capabilitiesHeading: 'What it does',
    capabilities: [
      {
        title: 'Dispatch to destination',
        text: 'One record per consignment, from dispatch through every carrier leg to proof of delivery.',
        icon: 'delivery',
      },
      {
        title: 'Intermediate storage',
        text: 'Knows which warehouse or cross-dock holds each consignment and for how long.',
        icon: 'warehouse',
      },
      {
        title: 'Live status and alerts',
        text: 'Late or stalled shipments are flagged early, with the reason and the next step.',
        icon: 'schedule',
      },
      {
        title: 'Connects to your systems',
        text: 'Works with your ERP and carrier feeds, so nobody types the same data twice.',
        icon: 'route',
      },
    ],
    diagram: productArt.dispatch,
  },
  {
    id: 'plant-data',
    name: 'Plant Data and Reporting Systems',
    tagline: 'Right Person on the Right Job',
    summary:
      'Plan job rotation on the plant floor so every station is staffed by a trained associate, medical restrictions are respected and nobody is stuck in the same job.',
    paragraphs: [
      'Right Person on the Right Job builds each shift’s rotation from the data you already keep: who is trained on which station, who has a medical restriction, and who worked where in recent days. Supervisors get a rotation plan in minutes instead of assembling it on a whiteboard, and can adjust it when someone calls in sick.',
      'Reports show how well rotation is working. Associates who keep landing on the same station, or who are rarely rotated onto physically lighter work, stand out at once, which helps reduce repetitive-strain injuries and keeps skills spread across the team.',
    ],
    capabilitiesHeading: 'Four capabilities',
    capabilities: [
      {
        title: 'Optimal job rotation',
        text: 'Builds a rotation for each shift that balances workload across stations.',
        icon: 'rotation',
      },
      {
        title: 'Only trained associates',
        text: 'Assigns people only to stations they are trained and certified for.',
        icon: 'expertise',
      },
      {
        title: 'Medical restrictions respected',
        text: 'Keeps associates with restrictions away from the jobs they must not do.',
        icon: 'health-insurance',
      },
      {
        title: 'Poor-rotation reports',
        text: 'Highlights associates who are not rotated enough, before it becomes an injury.',
        icon: 'report',
      },
    ],
    diagram: productArt['plant-data'],
  },
] as const satisfies readonly Product[];
