/**
 * The hotel list's first screen: which cards the first frame draws (src/components/results/first-frame.ts says why). Panda extracts class
 * names at build time, so every rule is a literal.
 */
import { css } from '../../../../styled-system/css';
import { firstFrame } from '@/components/results/first-frame';

/**
 * Hotel cards with their 16 px margin (it collapses through an ordinary item, and a hidden one holds it): 236 px from md,
 * 386 px on phones (370 and its margin). From md, the third, fourth and fifth are drawn at once on a screen showing their top.
 */
export const hotelFirstFrame = firstFrame(
  css({ contentVisibility: 'hidden', containIntrinsicSize: { base: '[auto 386px]', md: '[auto 236px]' } }),
  [
    css({ '@media screen and (min-width: 48rem) and (min-height: 830px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 1070px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 1300px)': { contentVisibility: 'visible' } }),
  ],
);

/** The hotels' tour offers follow the first five cards: never on the first screen (208 px tall). */
export const hotelOffersUntilHydrated = css({ contentVisibility: 'hidden', containIntrinsicSize: '[auto 208px]' });
