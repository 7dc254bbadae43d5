/**
 * `npm run art`: for a picture drawn with the current scales' colours (an export from a drawing
 * tool), replaces every colour value with the token that names it (the value of brand 600
 * becomes `fill="brand.600"`), so the picture follows the theme. The build refuses a source that still
 * holds a value; this prints the values it could not name (not a colour of the scales).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tokenColors } from '@/theme/artwork';
import { isMainModule } from '../lib/paths';
import { assetsDir } from './picture-files';

/** The token of each colour value (upper case); the first token of a shared value wins. */
function tokensByValue(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [token, value] of Object.entries(tokenColors)) {
    if (!tokens.has(value.toUpperCase())) tokens.set(value.toUpperCase(), token);
  }
  return tokens;
}

/** The source with its colour values named by token, and the values no token has. */
export function tokenize(svg: string): { source: string; unknown: string[] } {
  const tokens = tokensByValue();
  const unknown = new Set<string>();
  const source = svg
    // A dark-scheme block from an earlier build or tool: the build writes its own.
    .replace(/<style id="color-schemes">[\s\S]*?<\/style>\n?/, '')
    .replace(
      /\b(fill|stroke|stop-color)="(#[0-9A-Fa-f]{6})"/g,
      (match, attribute: string, value: string) => {
        const token = tokens.get(value.toUpperCase());
        if (token === undefined) unknown.add(value);
        return token === undefined ? match : `${attribute}="${token}"`;
      },
    );
  return { source, unknown: [...unknown] };
}

if (isMainModule(import.meta.filename)) {
  let changed = 0;
  let files = 0;
  for (const folder of ['art', 'clients', 'brand']) {
    const dir = join(assetsDir, folder);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.svg')) continue;
      files += 1;
      const path = join(dir, file);
      const before = readFileSync(path, 'utf8');
      const { source, unknown } = tokenize(before);
      if (unknown.length > 0) {
        console.log(`  ${relative(assetsDir, path)}: no token for ${unknown.join(', ')}`);
      }
      if (source !== before) {
        writeFileSync(path, source);
        changed += 1;
      }
    }
  }
  console.log(`art: ${changed} of ${files} pictures converted to theme colours`);
}
