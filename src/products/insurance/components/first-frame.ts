/**
 * The insurance plans' first screen: which cards the frame that reveals the answer draws (src/components/results/
 * first-frame.ts says why). Until the list has hydrated, a card below the first screen is `content-visibility:
 * hidden` with its size reserved; the frame after hydration draws it. The classes go on the unpadded box around each
 * card (InsuranceResults), so the reserved height is the card's whole height. Panda extracts class names at build
 * time, so every rule is a literal. Measured (1 280 × 720, one traveller): the first card's top at 407 px, a card
 * 179 px and one every 191 px from md; on phones 430 px from 531 px, one every 442 px, so a phone's first screen shows
 * one. (12 plans revealed at once made that frame 40 ms of layout, against 15 ms for attraction's results: issue
 * 46's bench, docs/bench/products-2026-11-29.md; with this rule the first card is +82 ms over the supplier's answer
 * instead of +119–133 ms: docs/progress/issue-46.md.)
 */
import { css } from '../../../../styled-system/css';
import { firstFrame } from '@/components/results/first-frame';

/** From md, the third to sixth card are on a first screen at least as tall as their top. */
export const insuranceFirstFrame = firstFrame(
  // The height only: a card's width is its column's (one length here would also set the width, and a phone's 430 px
  // is wider than the phone: the page moved sideways when the cards were drawn, CLS 0.52).
  css({ contentVisibility: 'hidden', containIntrinsicHeight: { base: '[auto 430px]', md: '[auto 179px]' } }),
  [
    css({ '@media screen and (min-width: 48rem) and (min-height: 790px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 981px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 1172px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 1363px)': { contentVisibility: 'visible' } }),
  ],
);
