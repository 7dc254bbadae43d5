/**
 * Colour arithmetic for the colours the theme derives from its scales (the dark scheme's tinted
 * surfaces, the pictures' dark counterparts). Mixing happens in OKLab, as CSS `color-mix(in
 * oklab, ...)` does: a perceptual space, so a mix of a blue and a dark neutral stays a dark blue
 * instead of turning grey or purple, whatever hue the brand scale has.
 */

type Rgb = readonly [number, number, number];
type Lab = readonly [number, number, number];

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

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const c = value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
  return c * 255;
}

/** Björn Ottosson's OKLab, from sRGB. */
function toOklab(hex: string): Lab {
  const [red, green, blue] = hexChannels(hex);
  const [r, g, b] = [toLinear(red), toLinear(green), toLinear(blue)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([lightness, a, b]: Lab): string {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return toHex(
    [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
    ].map((channel) => fromLinear(Math.min(1, Math.max(0, channel)))),
  );
}

/** What each mixed colour was mixed from, so a failing contrast check can name the steps. */
const mixes = new Map<string, readonly [string, string]>();

/**
 * `base` with `share` (0 to 1) of `added` mixed in, in OKLab: `mix(gray[900], brand[600], 0.17)`
 * is CSS's `color-mix(in oklab, <brand 600> 17%, <gray 900>)`. Returns `#RRGGBB`.
 */
export function mix(base: string, added: string, share: number): string {
  const from = toOklab(base);
  const to = toOklab(added);
  const between = (i: 0 | 1 | 2) => from[i] * (1 - share) + to[i] * share;
  const mixed = fromOklab([between(0), between(1), between(2)]);
  if (mixed !== base.toUpperCase() && mixed !== added.toUpperCase())
    mixes.set(mixed, [base, added]);
  return mixed;
}

/** The two colours a colour made by `mix` came from, or undefined for any other colour. */
export function mixedFrom(hex: string): readonly [string, string] | undefined {
  return mixes.get(hex.toUpperCase());
}
