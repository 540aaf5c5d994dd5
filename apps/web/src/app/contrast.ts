/** The three channels of `#rrggbb` or `rgb(a)(r, g, b…)`, 0-255. */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex)
    return [Number.parseInt(hex[1] ?? '0', 16), Number.parseInt(hex[2] ?? '0', 16), Number.parseInt(hex[3] ?? '0', 16)];
  const [red = 0, green = 0, blue = 0] = (/rgba?\(([^)]*)\)/.exec(colour)?.[1] ?? '').split(',').map(Number);
  return [red, green, blue];
}

function luminance(colour: string): number {
  const [red, green, blue] = channels(colour).map((channel) => {
    const share = channel / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** WCAG's contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter = 0, darker = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
