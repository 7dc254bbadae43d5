/**
 * A restyle as a maintainer would make it, for the test that builds the site with it: a green
 * brand scale and a warm neutral instead of the site's blue and slate, each step of the same
 * lightness as the site's own (so every text/background pair keeps its contrast), and one
 * service renamed.
 */
import type { ProjectCopy } from './project-copy';

export const greenBrand = {
  50: '#EDF6EF',
  100: '#D4EAD7',
  200: '#A9D5B1',
  300: '#74C186',
  400: '#32A055',
  500: '#05803A',
  600: '#02622A',
  700: '#015122',
  800: '#003F18',
  900: '#012C10',
} as const;

export const warmGray = {
  50: '#F9F6F5',
  100: '#F0EDEA',
  200: '#E3DEDA',
  300: '#CFCAC5',
  400: '#BBB3AD',
  500: '#898078',
  600: '#60574F',
  700: '#463E38',
  800: '#2C2520',
  900: '#201912',
  950: '#17110C',
} as const;

/** The service renamed: its file, its page and the two names. */
export const renamed = {
  file: 'src/content/services/serv4ba.ts',
  page: '/services/serv4ba',
  from: 'Business Analytics',
  to: 'Decision Intelligence',
} as const;

function scaleSource(name: string, scale: Readonly<Record<number, string>>): string {
  const steps = Object.entries(scale).map(([step, color]) => `  ${step}: '${color}',`);
  return `export const ${name} = {\n${steps.join('\n')}\n} as const;`;
}

/** Edits the copy's scales in src/theme/primitives.ts, and nothing else. */
export function applySecondPalette(copy: ProjectCopy): void {
  for (const [name, scale] of [
    ['brand', greenBrand],
    ['gray', warmGray],
  ] as const) {
    copy.edit(
      'src/theme/primitives.ts',
      new RegExp(`export const ${name} = \\{[^}]*\\} as const;`),
      scaleSource(name, scale),
    );
  }
}

/** Renames the service in its one title field. */
export function applyRename(copy: ProjectCopy): void {
  copy.edit(renamed.file, new RegExp(`title: '${renamed.from}',`), `title: '${renamed.to}',`);
}
