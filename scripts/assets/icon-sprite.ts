/**
 * Builds the SVG sprite of `src/components/common/icon-set.ts` from the path data of
 * @mui/icons-material. Run `npm run icons` after changing the icon set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { iconSet } from '@/components/common/icon-set';
import { isMainModule } from '../lib/paths';

/** XML namespace of SVG documents. */
const svgNamespace = 'http://www.w3.org/2000/svg';

const require = createRequire(import.meta.url);
const iconsDir = dirname(require.resolve('@mui/icons-material/package.json'));
export const spritePath = resolve(import.meta.dirname, '..', '..', 'src', 'assets', 'icons.svg');

/** The SVG elements of one Material icon module, e.g. `<path d="..."/>`. */
export function iconElements(moduleSource: string): string {
  const elements: string[] = [];
  const call = /_jsx\("(\w+)",\s*\{([^}]*)\}/g;
  for (let match = call.exec(moduleSource); match; match = call.exec(moduleSource)) {
    const [, tag = '', body = ''] = match;
    const attributes = [...body.matchAll(/(\w+):\s*"([^"]*)"/g)].map(
      ([, name = '', value = '']) => {
        // React prop names to SVG attribute names (fillOpacity -> fill-opacity).
        const attribute = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        return `${attribute}="${value}"`;
      },
    );
    elements.push(`<${tag} ${attributes.join(' ')}/>`);
  }
  if (elements.length === 0) throw new Error('No SVG elements found in the icon module.');
  return elements.join('');
}

export function buildSprite(): string {
  const symbols = Object.entries(iconSet).map(([name, muiName]) => {
    const source = readFileSync(join(iconsDir, `${muiName}.mjs`), 'utf8');
    return `<symbol id="${name}" viewBox="0 0 24 24">${iconElements(source)}</symbol>`;
  });
  return `<svg xmlns="${svgNamespace}">${symbols.join('')}</svg>\n`;
}

if (isMainModule(import.meta.filename)) {
  writeFileSync(spritePath, buildSprite());
  console.log(`icons: ${Object.keys(iconSet).length} icons written to ${spritePath}`);
}
