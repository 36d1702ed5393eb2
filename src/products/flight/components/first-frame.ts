/**
 * The flight list's first screen: which cards the first frame draws (src/components/results/first-frame.ts says why). Panda extracts class
 * names at build time, so every rule is a literal.
 */
import { css } from '../../../../styled-system/css';
import { firstFrame } from '@/components/results/first-frame';

/** Flight cards with their 12 px margin: 193 px from md, 341 px on phones; from md the third to sixth as above. */
export const flightFirstFrame = firstFrame(
  css({ contentVisibility: 'hidden', containIntrinsicSize: { base: '[auto 341px]', md: '[auto 193px]' } }),
  [
    css({ '@media screen and (min-width: 48rem) and (min-height: 745px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 940px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 1130px)': { contentVisibility: 'visible' } }),
    css({ '@media screen and (min-width: 48rem) and (min-height: 1325px)': { contentVisibility: 'visible' } }),
  ],
);
