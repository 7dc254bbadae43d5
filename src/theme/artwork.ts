/**
 * The colours of the site's pictures: illustrations, client logos, the brand mark and the app
 * icons. Their SVG sources under src/assets never hold a colour value; they name a step of a
 * scale (`fill="brand.600"`, `stroke="gray.700"`, `fill="common.white"`), and the build writes
 * the value in and adds each picture's dark-scheme counterparts from the tables below. A restyle
 * of the scales in primitives.ts therefore reaches every picture with the next build.
 */
import { mix } from './color.ts';
import { amber, brand, darkTints, gray, teal, white } from './primitives.ts';

type Steps<Scale> = Extract<keyof Scale, number>;

/** A colour as the pictures name it: `brand.600`, `teal.400`, `gray.700`, `common.white`. */
export type ColorToken =
  | `brand.${Steps<typeof brand>}`
  | `teal.${Steps<typeof teal>}`
  | `gray.${Steps<typeof gray>}`
  | 'common.white'
  | 'accent.amber';

function stepTokens(name: string, scale: Readonly<Record<number, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(scale).map(([step, color]) => [`${name}.${step}`, color]),
  );
}

/** The value of every token, from the scales. */
export const tokenColors: Readonly<Record<string, string>> = {
  ...stepTokens('brand', brand),
  ...stepTokens('teal', teal),
  ...stepTokens('gray', gray),
  'common.white': white,
  'accent.amber': amber,
};

/** True for a name the pictures may paint with. */
export function isColorToken(name: string): name is ColorToken {
  return Object.hasOwn(tokenColors, name);
}

/**
 * What each colour of the illustrations becomes on dark pages. A picture painting with a token
 * missing here fails the build, so a new colour gets a considered dark counterpart.
 */
export const darkArtColors: Readonly<Partial<Record<ColorToken, string>>> = {
  // Panels and soft shapes: the light tints become the dark scheme's tints.
  'brand.50': darkTints.tint,
  'brand.100': mix(gray[800], brand[600], 0.31),
  'brand.200': mix(gray[600], brand[700], 0.57),
  'gray.100': gray[800],
  // Paper (cards, clouds, documents) becomes the dark paper.
  'common.white': gray[800],
  // Mid tones stay; the darkest brand steps are lifted to stay visible on a dark panel.
  'brand.300': brand[300],
  'brand.400': brand[400],
  'brand.500': brand[500],
  'brand.600': mix(brand[400], brand[500], 0.5),
  'brand.700': mix(brand[400], brand[700], 0.53),
  // Text and outlines drawn dark become light.
  'brand.800': brand[100],
  'brand.900': mix(brand[200], brand[800], 0.11),
  'gray.700': gray[300],
  'gray.600': gray[400],
  'gray.500': mix(gray[500], brand[100], 0.33),
  'gray.300': mix(gray[500], brand[100], 0.22),
  'teal.100': mix(teal[900], gray[700], 0.17),
  'teal.300': teal[300],
  'teal.400': teal[400],
  'teal.600': mix(teal[300], teal[400], 0.46),
  'accent.amber': amber,
};

/** The brand mark's colours on the dark header: its brand step lightened to keep 3:1. */
export const darkBrandMarkColors: Readonly<Partial<Record<ColorToken, string>>> = {
  'brand.600': brand[300],
  'teal.400': teal[400],
};

/**
 * The single colour of client logos on dark tiles: every part of a logo takes it (details are
 * cut-outs), as on a one-colour print of the wordmark.
 */
export const darkLogoColor = gray[200];
