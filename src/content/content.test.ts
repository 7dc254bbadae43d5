// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleSlugs, domainSlugs, serviceSlugs } from '@/config/paths';
import { firstJobs as jobs } from '@/shared/jobs/first-jobs';
import { positionList } from './positions';
import { aboutPanels } from './about';
import { articles } from './articles';
import { articleBodies } from './article-bodies';
import { domains } from './domains';
import { services } from './services';
import { timeline } from './timeline';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('services and domains', () => {
  it('use exactly the route slugs, in list order', () => {
    expect(services.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(domains.map((domain) => domain.slug)).toEqual([...domainSlugs]);
    expect(serviceSlugs).toEqual([
      'ser1',
      'serv2sas',
      'serv3dss',
      'serv4ba',
      'serv5od',
      'serv6svar',
      'serv7itc',
      'serv8cits',
      'serv9pm',
      'serv10pd',
      'serv11de',
    ]);
    expect(domainSlugs).toEqual([
      'dom1',
      'domag2',
      'domfin3',
      'domrm4',
      'domgm5',
      'dombank6',
      'domgov7',
      'domult8',
      'domtele9',
      'dominsu10',
    ]);
  });

  const offerings = [...services, ...domains];

  it.each(offerings.map((entry) => [entry.slug, entry] as const))(
    '%s has the depth a visitor expects (summary, three benefits, why-choose text, four FAQs)',
    (_slug, entry) => {
      expect(entry.benefits).toHaveLength(3);
      expect(entry.faqs).toHaveLength(4);
      expect(words(entry.summary)).toBeGreaterThanOrEqual(40);
      expect(words(entry.summary)).toBeLessThanOrEqual(80);
      const why = words(entry.whyChoose.paragraphs.join(' '));
      expect(why).toBeGreaterThanOrEqual(80);
      expect(why).toBeLessThanOrEqual(150);
      for (const faq of entry.faqs) {
        expect(words(faq.answer)).toBeGreaterThanOrEqual(40);
        expect(words(faq.answer)).toBeLessThanOrEqual(100);
      }
      expect(entry.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(entry.seo.description.length).toBeLessThanOrEqual(160);
      expect(entry.hero.alt.length).toBeGreaterThan(0);
    },
  );

  it('has unique titles, SEO titles and FAQ questions', () => {
    const unique = (list: string[]) => new Set(list).size === list.length;
    expect(unique(offerings.map((entry) => entry.title))).toBe(true);
    expect(
      unique([
        ...offerings.map((entry) => entry.seo.title),
        ...articles.map((article) => article.seoTitle),
      ]),
    ).toBe(true);
    expect(unique(offerings.flatMap((entry) => entry.faqs.map((faq) => faq.question)))).toBe(true);
  });

  it('gives each entry an anchor on its list page made of words', () => {
    for (const list of [services, domains]) {
      const ids = list.map((entry) => entry.anchor);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('says Software VAR resells Microsoft and Oracle', () => {
    const text = JSON.stringify(services.find((service) => service.slug === 'serv6svar'));
    expect(text).toMatch(/Microsoft/);
    expect(text).toMatch(/Oracle/);
  });

  it('gives Healthcare its own FAQs, not the banking answers', () => {
    const healthcare = domains.find((domain) => domain.slug === 'dom1');
    const banking = domains.find((domain) => domain.slug === 'dombank6');
    const bankingAnswers = new Set(banking?.faqs.map((faq) => faq.answer));
    expect(healthcare?.faqs.some((faq) => bankingAnswers.has(faq.answer))).toBe(false);
    expect(JSON.stringify(healthcare?.faqs)).toMatch(/HIPAA|patient|clinical/);
  });
});

describe('articles', () => {
  it('are the four spec slugs, each unique', () => {
    expect(articles.map((article) => article.slug)).toEqual([...articleSlugs]);
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    '%s is a long, structured article',
    (slug, article) => {
      const body = articleBodies[slug];
      expect(body.wordCount).toBeGreaterThanOrEqual(700);
      expect(article.stats.wordCount).toBe(body.wordCount);
      expect(body.headings.length).toBeGreaterThanOrEqual(3);
      expect(body.html).toContain('<h2');
      expect(body.html).not.toContain('<h1');
      expect(article.description.length).toBeGreaterThanOrEqual(120);
      expect(article.description.length).toBeLessThanOrEqual(160);
      expect(article.author.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    },
  );

  it('covers the four topics', () => {
    const text = (slug: (typeof articleSlugs)[number]) => articleBodies[slug].html.toLowerCase();
    expect(text('blogexp1')).toMatch(/change management/);
    expect(text('blogexp1')).toMatch(/exit strategy/);
    expect(text('blogexp2')).toMatch(/application proxy/);
    expect(text('blogexp2')).toMatch(/legacy/);
    expect(text('blogexp3')).toMatch(/architecture/);
    expect(text('blogexp4')).toMatch(/cost/);
    expect(text('blogexp4')).toMatch(/cloud/);
  });

  it('has the Read More teasers, with article 1 pointing at article 3', () => {
    const teasers = Object.fromEntries(articles.map((article) => [article.slug, article.teasers]));
    expect(teasers).toEqual({
      blogexp1: [
        { slug: 'blogexp2', prefix: 'blogs' },
        { slug: 'blogexp3', prefix: 'blogs' },
      ],
      blogexp2: [
        { slug: 'blogexp3', prefix: 'home' },
        { slug: 'blogexp4', prefix: 'home' },
      ],
      blogexp3: [
        { slug: 'blogexp4', prefix: 'home' },
        { slug: 'blogexp1', prefix: 'blogs' },
      ],
      blogexp4: [
        { slug: 'blogexp1', prefix: 'blogs' },
        { slug: 'blogexp2', prefix: 'blogs' },
      ],
    });
  });
});

describe('jobs and timeline', () => {
  it('starts the database with the five open positions in Omaha with 3-5 years of experience', () => {
    expect(jobs.map((job) => job.title)).toEqual([
      'Project Manager',
      'Senior IT Sales',
      'Marketing Associate',
      'Oracle ERP Associate',
      'SAP Utilities',
    ]);
    expect(jobs.map((job) => job.slug)).toEqual(positionList.map((position) => position.slug));
    for (const job of jobs) {
      expect(job.location).toBe('Omaha, NE, USA');
      expect(job.experience).toBe('3-5 Years');
      expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it('has the seven timeline entries', () => {
    expect(timeline.map((entry) => entry.year)).toEqual([1998, 2001, 2006, 2011, 2016, 2021, 2023]);
    for (const entry of timeline) expect(entry.des.length).toBeGreaterThan(40);
  });

  it('keeps the About panels in order: Vision, Mission, Values, Story', () => {
    expect(aboutPanels.map((panel) => panel.title)).toEqual([
      'Our Vision',
      'Our Mission',
      'Our Values',
      'Our Story',
    ]);
  });
});
