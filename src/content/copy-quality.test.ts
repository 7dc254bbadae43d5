// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const contentDir = import.meta.dirname;
const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.(ts|md)$/.test(file) && !file.endsWith('.test.ts'),
);

describe('copy', () => {
  it.each(files)('%s has no filler text', (file) => {
    const text = readFileSync(join(contentDir, file), 'utf8');
    expect(text).not.toMatch(/\blorem\b|\bipsum\b|coming soon|under construction/i);
    expect(text).not.toMatch(/\b(TODO|FIXME|TBD|XXX)\b/);
  });
});
