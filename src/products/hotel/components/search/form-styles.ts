import { css } from '../../../../../styled-system/css';

/** The hotel form's grid (its server-rendered preview on the results page uses the same, so the swap doesn't move). */
export const hotelFormStyle = css({
  display: 'grid',
  gap: '3',
  p: '4',
  bg: 'bg.default',
  borderRadius: 'l3',
  boxShadow: 'sm',
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  md: { gridTemplateColumns: '2fr 2fr 1.4fr auto' },
});
export const hotelStickyStyle = css({ position: 'sticky', top: '0', zIndex: 'sticky', borderRadius: 'none', boxShadow: 'md' });
export const hotelDialogStyle = css({ boxShadow: '[none]', md: { gridTemplateColumns: '1fr' } });
