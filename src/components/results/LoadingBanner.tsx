/**
 * The search-loading dialog's banner image (spec 001 §2: the dialog shows "a banner image"): a still scene of the
 * product (each product draws its own scene in the 320×112 box), drawn as inline SVG in the brand colour. Inline, so it is in the first paint with the dialog (no request,
 * no size to wait for), and still: the dialog is on screen for the whole first round, and nothing in it runs an
 * endless animation (see SearchLoadingDialog). Decorative: the dialog's title says what is happening.
 */
import { css } from '../../../styled-system/css';
import type { ReactNode } from 'react';

const svgClass = css({ display: 'block', w: 'full', h: 'auto', color: 'primary.default', mb: '2' });

/** The frame every product's scene sits in (sky, sun, ground); `scene` is the product's own drawing (its search-loading.tsx). */
export function LoadingBanner({ scene }: { scene: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 112" className={svgClass} data-testid="search-loading-banner">
      <rect width="320" height="112" rx="12" fill="currentColor" opacity="0.08" />
      <circle cx="58" cy="34" r="15" fill="currentColor" opacity="0.22" />
      <path d="M0 94Q80 78 160 92T320 88V100a12 12 0 0 1-12 12H12A12 12 0 0 1 0 100z" fill="currentColor" opacity="0.16" />
      {scene}
    </svg>
  );
}
