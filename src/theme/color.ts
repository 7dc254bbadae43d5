/**
 * Colour arithmetic for the colours the theme derives from its scales (the dark scheme's tinted
 * surfaces, the pictures' dark counterparts). A mix is one colour laid over another at some
 * opacity, as a designer would draw it and as CSS `color-mix(in srgb, ...)` computes it: the
 * derived colours keep the hue of the scales they come from, whatever that hue is. It runs in
 * every page's start-up script (the theme's palette holds the mixes), so it stays this small.
 */

type Rgb = readonly [number, number, number];

/** The channels (0-255) of a `#RRGGBB` colour. */
export function hexChannels(hex: string): Rgb {
  if (!/^#[0-9A-Fa-f]{6}$/.test(hex)) throw new Error(`"${hex}" is not a #RRGGBB colour.`);
  const channel = (start: number) => parseInt(hex.slice(start, start + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

function toHex(channels: readonly number[]): string {
  const hex = channels
    .map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16))
    .map((digits) => digits.padStart(2, '0'))
    .join('');
  return `#${hex.toUpperCase()}`;
}

/** What each mixed colour was mixed from, so a failing contrast check can name the steps. */
const mixes = new Map<string, readonly [string, string]>();

/**
 * `added` laid over `base` at `share` opacity (0 to 1): `mix(gray[900], brand[600], 0.16)` is
 * brand 600 at 16% over gray 900, CSS's `color-mix(in srgb, <brand 600> 16%, <gray 900>)`.
 * Returns `#RRGGBB`.
 */
export function mix(base: string, added: string, share: number): string {
  const from = hexChannels(base);
  const to = hexChannels(added);
  const between = (i: 0 | 1 | 2) => from[i] * (1 - share) + to[i] * share;
  const mixed = toHex([between(0), between(1), between(2)]);
  if (mixed !== base.toUpperCase() && mixed !== added.toUpperCase())
    mixes.set(mixed, [base, added]);
  return mixed;
}

/** The two colours a colour made by `mix` came from, or undefined for any other colour. */
export function mixedFrom(hex: string): readonly [string, string] | undefined {
  return mixes.get(hex.toUpperCase());
}
