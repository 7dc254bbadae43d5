/** WCAG 2.x relative luminance of a colour given as 0-255 channels. */
export function rgbLuminance(red: number, green: number, blue: number): number {
  const [r = 0, g = 0, b = 0] = [red, green, blue].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return rgbLuminance(r, g, b);
}

/** WCAG contrast ratio (1 to 21) of two relative luminances. */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG contrast ratio (1 to 21) of two #RRGGBB colours. */
export function contrast(a: string, b: string): number {
  return luminanceContrast(luminance(a), luminance(b));
}
