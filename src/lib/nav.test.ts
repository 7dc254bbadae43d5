import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { primaryNav } from '@/content/navigation';
import { navCurrent } from './nav';

const item = (label: string) => {
  const found = primaryNav.find((entry) => entry.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('navCurrent', () => {
  it('marks the page itself as the current page', () => {
    expect(navCurrent(item('Home'), '/')).toBe('page');
    expect(navCurrent(item('Services'), paths.services.href())).toBe('page');
  });

  it('marks the section of a detail page', () => {
    expect(navCurrent(item('Services'), paths.service.href('serv2sas'))).toBe('true');
    expect(navCurrent(item('Domains'), paths.domain.href('dom1'))).toBe('true');
    expect(navCurrent(item('Blogs'), paths.homeArticle.href('blogexp1'))).toBe('true');
    expect(navCurrent(item('Careers'), paths.apply.href())).toBe('true');
  });

  it('does not mark unrelated links, and Home only on the home page', () => {
    expect(navCurrent(item('Home'), paths.about.href())).toBeUndefined();
    expect(navCurrent(item('Services'), paths.domains.href())).toBeUndefined();
    expect(navCurrent(item('Services'), '/servicesx')).toBeUndefined();
  });
});
