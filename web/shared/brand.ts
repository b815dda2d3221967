/** The organisation's colour on a page: CSS variables set from its profile (`brand_color`). */

const HEX = /^#[0-9a-f]{6}$/i;

/** Relative luminance of a #rrggbb colour (WCAG), to pick readable text on it. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function applyTheme(root: HTMLElement, profile: { brand_color?: string | null } | null): void {
  const color = profile?.brand_color;
  if (!color || !HEX.test(color)) return;
  root.style.setProperty('--brand', color);
  root.style.setProperty('--brand-contrast', luminance(color) > 0.45 ? '#111827' : '#ffffff');
  root.style.setProperty('--brand-soft', `color-mix(in srgb, ${color} 12%, white)`);
}
