/**
 * Original illustrations of the page heroes. Articles, the timeline, the products and the brand
 * mark have their own modules, so each page downloads only the list of pictures it uses. Each
 * picture is drawn on its own rounded light panel so it reads on both colour schemes; width and
 * height are the files' intrinsic sizes.
 */
import { artSet } from './art-set';

export type PageArtKey =
  | 'home-hero'
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

export const pageArt = artSet<PageArtKey>(
  'assets/art/pages',
  import.meta.glob<string>('@/assets/art/pages/*.svg', { eager: true, import: 'default' }),
  page,
  {
    'home-hero': {
      width: 800,
      height: 600,
      alt: 'A diverse team around a large laptop dashboard linked to the cloud and a network',
    },
    about: 'Omaha-style skyline with team members and a timeline ribbon running from 1998 to today',
    insights: 'A lightbulb holding a rising growth chart, with a team looking on',
    careers: 'A person with a briefcase on a winding path beside career signposts',
    contact: 'An open envelope, chat bubbles and a phone with a message thread',
    blogs: 'An open laptop showing an article, surrounded by article cards',
    services: 'An open toolbox with cloud, gear, code and security icons rising from it',
    domains: 'Industry tiles: healthcare, banking, farming, manufacturing, telecom and utilities',
    products:
      'Dashboard with a delivery route map and a staff rotation grid, beside a delivery truck and boxes',
    apply:
      'Resume on a clipboard with a profile photo and skill bars, a check mark badge, pencil and paper plane',
  },
);
