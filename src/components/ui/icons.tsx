/**
 * The site's symbols, drawn as inline SVG and never as text glyphs (★ ♡ ✕ × ✓ ⇄ ©).
 *
 * Why: the self-hosted Vazirmatn is its Arabic-script subset, so a symbol character is in none of the page's fonts.
 * The browser then searches the system's fonts for it, character by character, the first time each one is laid out:
 * 1.5–5 ms apiece on Linux (fontconfig), measured with a forced layout of one new character on a loaded page. On the
 * results page that search ran inside the frame that shows the first cards (the stars and the heart on every card),
 * and on every page in the footer. It also drew the symbols in whatever font a device has: a different star on every
 * phone. A path looks the same everywhere and costs nothing to find. `tests/e2e/no-fallback-fonts.test.ts` checks that
 * the pages lay out no text in a system font.
 *
 * Every icon is `aria-hidden`: the control or element around it carries the accessible name. Sized in `em` and
 * filled with `currentColor`, so an icon follows the text it replaces.
 */
import type { CSSProperties, ReactNode } from 'react';

interface IconProps {
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

function Svg({
  className,
  style,
  viewBox = '0 0 24 24',
  width = '1em',
  children,
}: IconProps & { viewBox?: string; width?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      width={width}
      height="1em"
      className={className}
      style={{ display: 'inline-block', verticalAlign: '-0.125em', flexShrink: 0, ...style }}
    >
      {children}
    </svg>
  );
}

/** One five-pointed star in a 24-unit cell starting at x, all but the first point relative (so stars concatenate). */
const star = (x: number) => `M${12 + x} 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z`;

/** `count` stars in a row, one path (a hotel's star rating, the date picker's best day). */
export function Stars({ count, ...props }: IconProps & { count: number }) {
  if (count <= 0) return null;
  const d = Array.from({ length: count }, (_, i) => star(i * 24)).join('');
  return (
    <Svg {...props} viewBox={`0 0 ${count * 24} 24`} width={`${count}em`}>
      <path d={d} fill="currentColor" />
    </Svg>
  );
}

/** A close or clear mark (✕, ×). */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </Svg>
  );
}

/** A heart, outlined or filled (a favourite). */
export function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Svg {...props}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.8 3.6 4.5 7 4.5c2 0 3.7 1.1 5 3 1.3-1.9 3-3 5-3 3.4 0 5.6 3.3 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** A check mark (✓). */
export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 12.5l5 5 10-11" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </Svg>
  );
}

/** Two opposed arrows (⇄): swap the two ends of a route. */
export function SwapIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M4 8h15m0 0-4-4m4 4-4 4M20 16H5m0 0 4-4m-4 4 4 4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </Svg>
  );
}

/** An arrow (← or →) pointing to the line's start (`to="left"`) or end; an RTL line reads from the right. */
export function ArrowIcon({ to, ...props }: IconProps & { to: 'left' | 'right' }) {
  return (
    <Svg {...props} style={{ ...props.style, transform: to === 'right' ? 'scaleX(-1)' : undefined }}>
      <path d="M20 12H4m0 0 6-6m-6 6 6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </Svg>
  );
}

/** The copyright sign (©). */
export function CopyrightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path d="M15 9.2a4 4 0 1 0 0 5.6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
    </Svg>
  );
}

/** An aeroplane seen from above, nose up (a mark inside a seal). */
export const PLANE_PATH =
  'M12 2c.8 0 1.4.9 1.4 2v5.2l7.6 4.4v2l-7.6-2.4v4.4l2.2 1.6V21L12 20l-3.6 1v-1.8l2.2-1.6v-4.4L3 15.6v-2l7.6-4.4V4c0-1.1.6-2 1.4-2z';
