import { describe, expect, it } from 'vitest';
import { shareImagePath } from './endpoints';

describe('share image addresses', () => {
  it('gives every page path one PNG under /share, home as index', () => {
    expect(shareImagePath('/')).toBe('/share/index.png');
    expect(shareImagePath('/careers')).toBe('/share/careers.png');
    expect(shareImagePath('/careers/project-manager')).toBe('/share/careers/project-manager.png');
    expect(shareImagePath('/blogs/blogexp1/')).toBe('/share/blogs/blogexp1.png');
  });
});
