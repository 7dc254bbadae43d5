/**
 * Every text/background pair of the palettes that must stay readable, with its WCAG minimum. The
 * unit tests check them for the theme's own scales; a restyle that breaks one is told which pair
 * failed, by how much, and which step of which scale to move.
 */
import type { Palette } from '@mui/material/styles';
import { mixedFrom } from '@/theme/color';
import { contrast, luminance } from '@/theme/contrast';
import { amber, brand, colorSchemes, gray, teal, white } from '@/theme/primitives';

/** WCAG AA for normal-size text. */
export const textContrast = 4.5;
/** WCAG 2.2 for focus indicators and other non-text parts. */
export const graphicContrast = 3;

export type SchemeName = keyof typeof colorSchemes;

interface Colors {
  main: string;
  contrastText: string;
}

/** The part of a scheme's palette the checks read (any palette of this shape can be checked). */
export interface CheckedPalette {
  text: { primary: string; secondary: string };
  background: { default: string; paper: string };
  primary: Colors;
  secondary: Colors;
  error: Colors;
  success: Colors;
  surface: Palette['surface'];
}

/** Two colours of one scheme that must contrast: names are palette keys. */
export interface ContrastPair {
  scheme: SchemeName;
  foreground: { name: string; color: string };
  background: { name: string; color: string };
  minimum: number;
}

/** The pairs of one scheme's palette. */
export function contrastPairs(scheme: SchemeName, palette: CheckedPalette): ContrastPair[] {
  const { surface } = palette;
  const pair = (
    foreground: [string, string],
    background: [string, string],
    minimum: number,
  ): ContrastPair => ({
    scheme,
    foreground: { name: foreground[0], color: foreground[1] },
    background: { name: background[0], color: background[1] },
    minimum,
  });
  const backgrounds: [string, string][] = [
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
    ['surface.muted', surface.muted],
  ];
  const bands: [string, string][] = [
    ['surface.hero', surface.hero],
    ['surface.heroAccent', surface.heroAccent],
  ];
  const tint: [string, string] = ['surface.tint', surface.tint];
  return [
    // Body text, links and buttons' colours on every page background.
    ...backgrounds.flatMap((background) =>
      (
        [
          ['text.primary', palette.text.primary],
          ['text.secondary', palette.text.secondary],
          ['primary.main', palette.primary.main],
          ['secondary.main', palette.secondary.main],
          ['error.main', palette.error.main],
        ] as const
      ).map(([name, color]) => pair([name, color], background, textContrast)),
    ),
    // Primary text on the tint behind icons and current links.
    pair(['primary.main', palette.primary.main], tint, textContrast),
    // Button labels on their buttons.
    ...(['primary', 'secondary', 'error', 'success'] as const).map((key) =>
      pair(
        [`${key}.contrastText`, palette[key].contrastText],
        [`${key}.main`, palette[key].main],
        textContrast,
      ),
    ),
    // The focus ring stands out from every surface, in one of its two tones; on hero and
    // call-to-action bands the ring is the band's text colour around the band colour.
    ...[...backgrounds, tint].map((background) =>
      pair(['surface.focusRing', surface.focusRing], background, graphicContrast),
    ),
    pair(
      ['surface.focusRing', surface.focusRing],
      ['surface.focusRingInner', surface.focusRingInner],
      graphicContrast,
    ),
    ...bands.map((band) => pair(['surface.heroText', surface.heroText], band, graphicContrast)),
    // Hero text is readable across the hero gradient.
    ...bands.flatMap((band) => [
      pair(['surface.heroText', surface.heroText], band, textContrast),
      pair(['surface.heroMuted', surface.heroMuted], band, textContrast),
    ]),
  ];
}

/** The primitives' named colours by value: the value of brand step 600 -> `brand.600`. */
function namedColors(): Map<string, string> {
  const named = new Map<string, string>([
    [white, 'white'],
    [amber, 'amber'],
  ]);
  for (const [scale, steps] of Object.entries({ brand, teal, gray })) {
    for (const [step, color] of Object.entries(steps)) named.set(color, `${scale}.${step}`);
  }
  return named;
}

/** The scale steps a colour comes from: itself, or the two a mix was made of. */
export function sourceSteps(color: string): string[] {
  const named = namedColors();
  const own = named.get(color.toUpperCase());
  if (own) return [own];
  const parts = mixedFrom(color);
  if (!parts) return [`${color} (written in primitives.ts)`];
  return parts.flatMap(sourceSteps);
}

function describe(side: { name: string; color: string }): string {
  const steps = sourceSteps(side.color);
  const origin = steps.length === 1 ? (steps[0] ?? '') : `a mix of ${steps.join(' and ')}`;
  return `${side.name} ${side.color} (${origin})`;
}

/** The WCAG contrast ratio of a pair. */
export function pairContrast(pair: ContrastPair): number {
  return contrast(pair.foreground.color, pair.background.color);
}

/**
 * What a failing pair's message says: the pair, its ratio and minimum, and which steps to move
 * in which direction (the lighter colour lighter or the darker one darker).
 */
export function contrastMessage(pair: ContrastPair): string {
  const ratio = pairContrast(pair);
  const [lighter, darker] =
    luminance(pair.foreground.color) >= luminance(pair.background.color)
      ? [pair.foreground, pair.background]
      : [pair.background, pair.foreground];
  return (
    `${pair.scheme} scheme: ${describe(pair.foreground)} on ${describe(pair.background)} ` +
    `is ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1, needs ${pair.minimum}:1. ` +
    `In src/theme/primitives.ts make ${sourceSteps(lighter.color).join(' or ')} lighter, ` +
    `or ${sourceSteps(darker.color).join(' or ')} darker.`
  );
}

/** The message of every pair below its minimum, in both schemes. */
export function contrastFailures(
  schemes: Record<SchemeName, { palette: CheckedPalette }> = colorSchemes,
): string[] {
  return (['light', 'dark'] as const)
    .flatMap((scheme) => contrastPairs(scheme, schemes[scheme].palette))
    .filter((pair) => pairContrast(pair) < pair.minimum)
    .map(contrastMessage);
}
