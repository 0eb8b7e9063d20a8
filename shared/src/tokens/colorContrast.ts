// Colour arithmetic the kit's rules need: WCAG contrast between two #rrggbb colours, and mixing a
// colour toward white or black (a brand colour's tints, a journal accent's shades).
export type Rgb = [number, number, number];

export function parseHexColor(value: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

export function toHexColor(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes a colour toward white (amount 1 is white) or, with a negative amount, toward black (-1 is black). */
export function mixColor(hex: string, amount: number): string {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`not a #rrggbb colour: ${hex}`);
  const target = amount >= 0 ? 255 : 0;
  const share = Math.min(1, Math.abs(amount));
  return toHexColor(rgb.map((channel) => channel + (target - channel) * share) as Rgb);
}
