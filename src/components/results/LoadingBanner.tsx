/**
 * The search-loading dialog's banner image (spec 001 §2: the dialog shows "a banner image"): a still scene of the
 * product, drawn as inline SVG in the brand colour. Inline, so it is in the first paint with the dialog (no request,
 * no size to wait for), and still: the dialog is on screen for the whole first round, and nothing in it runs an
 * endless animation (see SearchLoadingDialog). Decorative: the dialog's title says what is happening.
 */
import { css } from '../../../styled-system/css';
import { PLANE_PATH } from '../ui/icons';

export type LoadingBannerKind = 'hotel' | 'flight';

const svgClass = css({ display: 'block', w: 'full', h: 'auto', color: 'primary.default', mb: '2' });

/** The hotel's window panes, four rows of four, as one path (one element to lay out and paint, not sixteen). */
const WINDOWS = Array.from({ length: 16 }, (_, i) => `M${130 + (i % 4) * 17} ${40 + Math.floor(i / 4) * 13}h10v7h-10z`).join('');

function HotelScene() {
  return (
    <>
      <rect x="206" y="56" width="42" height="46" rx="3" fill="currentColor" opacity="0.45" />
      <rect x="120" y="30" width="80" height="72" rx="4" fill="currentColor" opacity="0.9" />
      <path d={`${WINDOWS}M152 86h16v16h-16z`} fill="white" opacity="0.9" />
      <path d="M86 102V70c0-6 4-10 4-10s4 4 4 10v32z" fill="currentColor" opacity="0.35" />
    </>
  );
}

function FlightScene() {
  return (
    <>
      <path d="M292 92Q170 -4 36 62" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="6 7" opacity="0.45" />
      {/* Nose to the left: in a right-to-left page, forward is leftward. */}
      <path d={PLANE_PATH} fill="currentColor" transform="translate(118 16) rotate(-80 12 12) scale(1.9)" />
    </>
  );
}

export function LoadingBanner({ kind }: { kind: LoadingBannerKind }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 112" className={svgClass} data-testid="search-loading-banner">
      <rect width="320" height="112" rx="12" fill="currentColor" opacity="0.08" />
      <circle cx="58" cy="34" r="15" fill="currentColor" opacity="0.22" />
      <path d="M0 94Q80 78 160 92T320 88V100a12 12 0 0 1-12 12H12A12 12 0 0 1 0 100z" fill="currentColor" opacity="0.16" />
      {kind === 'hotel' ? <HotelScene /> : <FlightScene />}
    </svg>
  );
}
