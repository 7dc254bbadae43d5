/**
 * The blog's articles. This typed module is the index: slugs, titles, descriptions, authors,
 * dates, hero art and teasers. The bodies live in Markdown beside it (`articles/*.md`) and are
 * compiled to HTML at build time; this index imports only their word counts and headings
 * (`?meta`), and `article-bodies.ts` the texts, so teasers don't download whole articles.
 *
 * Each article's two teasers link to the next articles; article 1's second teaser goes to the
 * architecture article (3) rather than to article 2 a second time.
 */
import type { Article } from './types';
import { articleArt } from './article-art';
import blogexp1 from './articles/blogexp1.md?meta';
import blogexp2 from './articles/blogexp2.md?meta';
import blogexp3 from './articles/blogexp3.md?meta';
import blogexp4 from './articles/blogexp4.md?meta';

export const articles = [
  {
    slug: 'blogexp1',
    title: 'Cloud Transformation Done Right: Change Management and a Real Exit Strategy',
    seoTitle: 'Cloud Transformation: People, Process and Exit',
    description:
      'Why cloud programs stall, how to bring people and processes along, and how to plan data portability, contracts and reversibility before you need them.',
    author: { name: 'Megan R.', role: 'Cloud Transformation Lead' },
    published: '2023-02-21',
    hero: articleArt.blogexp1,
    stats: blogexp1,
    teasers: [
      { slug: 'blogexp2', prefix: 'blogs' },
      { slug: 'blogexp3', prefix: 'blogs' },
    ],
  },
  {
    slug: 'blogexp2',
    title: 'Bringing Legacy Apps to the Cloud Securely With an Application Proxy',
    seoTitle: 'Legacy Apps in the Cloud via Application Proxy',
    description:
      'Publish on-premises web apps through an identity-aware proxy with SSO, MFA and conditional access, with outbound-only connectors and no inbound firewall ports.',
    author: { name: 'Victor S.', role: 'Principal Security Architect' },
    published: '2023-04-11',
    hero: articleArt.blogexp2,
    stats: blogexp2,
    teasers: [
      { slug: 'blogexp3', prefix: 'home' },
      { slug: 'blogexp4', prefix: 'home' },
    ],
  },
  {
    slug: 'blogexp3',
    title: 'What IT Architecture Is and Why It Matters to Your Business',
    seoTitle: 'What IT Architecture Is and Why It Matters',
    description:
      'The four architecture layers, principles, decision records and technical debt explained, with how good architecture speeds delivery and how to get started.',
    author: { name: 'Priya N.', role: 'Enterprise Architect' },
    published: '2023-06-06',
    hero: articleArt.blogexp3,
    stats: blogexp3,
    teasers: [
      { slug: 'blogexp4', prefix: 'home' },
      { slug: 'blogexp1', prefix: 'blogs' },
    ],
  },
  {
    slug: 'blogexp4',
    title: 'Public Cloud vs. Your Own Servers: An Honest Cost Comparison',
    seoTitle: 'Public Cloud vs. Own Servers: The Real Costs',
    description:
      'Capex versus opex, the full total cost of ownership, utilization and discounts, a worked example, and a checklist for choosing cloud, on-premises or hybrid.',
    author: { name: 'Thomas B.', role: 'Cloud Economics Consultant' },
    published: '2023-08-15',
    hero: articleArt.blogexp4,
    stats: blogexp4,
    teasers: [
      { slug: 'blogexp1', prefix: 'blogs' },
      { slug: 'blogexp2', prefix: 'blogs' },
    ],
  },
] satisfies readonly Article[];
