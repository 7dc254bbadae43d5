/**
 * Original illustrations of the page heroes. Articles, the timeline, the products and the brand
 * mark have their own modules, so each page downloads only the list of pictures it uses. Each
 * picture is drawn on its own rounded light panel so it reads on both colour schemes; width and
 * height are the files' intrinsic sizes.
 */
import type { Art } from './types';
import homeHero from '@/assets/art/pages/home-hero.svg';
import about from '@/assets/art/pages/about.svg';
import insights from '@/assets/art/pages/insights.svg';
import careers from '@/assets/art/pages/careers.svg';
import contact from '@/assets/art/pages/contact.svg';
import blogs from '@/assets/art/pages/blogs.svg';
import services from '@/assets/art/pages/services.svg';
import domains from '@/assets/art/pages/domains.svg';
import products from '@/assets/art/pages/products.svg';
import apply from '@/assets/art/pages/apply.svg';

export type PageArtKey =
  | 'homeHero'
  | 'about'
  | 'insights'
  | 'careers'
  | 'contact'
  | 'blogs'
  | 'services'
  | 'domains'
  | 'products'
  | 'apply';

const page = { width: 640, height: 480 } as const;

export const pageArt: Record<PageArtKey, Art> = {
  homeHero: {
    src: homeHero,
    width: 800,
    height: 600,
    alt: 'A diverse team around a large laptop dashboard linked to the cloud and a network',
  },
  about: {
    src: about,
    ...page,
    alt: 'Omaha-style skyline with team members and a timeline ribbon running from 1998 to today',
  },
  insights: {
    src: insights,
    ...page,
    alt: 'A lightbulb holding a rising growth chart, with a team looking on',
  },
  careers: {
    src: careers,
    ...page,
    alt: 'A person with a briefcase on a winding path beside career signposts',
  },
  contact: {
    src: contact,
    ...page,
    alt: 'An open envelope, chat bubbles and a phone with a message thread',
  },
  blogs: {
    src: blogs,
    ...page,
    alt: 'An open laptop showing an article, surrounded by article cards',
  },
  services: {
    src: services,
    ...page,
    alt: 'An open toolbox with cloud, gear, code and security icons rising from it',
  },
  domains: {
    src: domains,
    ...page,
    alt: 'Industry tiles: healthcare, banking, farming, manufacturing, telecom and utilities',
  },
  products: {
    src: products,
    ...page,
    alt: 'Dashboard with a delivery route map and a staff rotation grid, beside a delivery truck and boxes',
  },
  apply: {
    src: apply,
    ...page,
    alt: 'Resume on a clipboard with a profile photo and skill bars, a check mark badge, pencil and paper plane',
  },
};
