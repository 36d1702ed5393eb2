import { css } from '../../../styled-system/css';

/**
 * Styles shared by every product's search form and its menus, so a field looks and focuses the same everywhere.
 * Panda extracts these at build time: keep them static.
 */
const focusRing = { _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' } } as const;

export const fieldStyle = css({ display: 'flex', flexDir: 'column', gap: '1', minW: '0' });
export const labelStyle = css({ fontSize: 'sm', color: 'fg.muted' });

/** The button that opens a popover (rooms, passengers). */
export const triggerStyle = css({
  h: '12',
  px: '3',
  textAlign: 'start',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ...focusRing,
});

/** The button that opens the date picker. */
export const datesButtonStyle = css({
  h: '12',
  px: '3',
  w: 'full',
  display: 'flex',
  alignItems: 'center',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  cursor: 'pointer',
  textAlign: 'start',
  ...focusRing,
});

/** Round − / + buttons of the counters. */
export const stepButtonStyle = css({
  w: '8',
  h: '8',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'primary.default',
  color: 'primary.text',
  fontSize: 'lg',
  cursor: 'pointer',
  _disabled: { opacity: '0.4', cursor: 'not-allowed' },
  ...focusRing,
});

/** "Done" in a menu. */
export const primaryButtonStyle = css({
  px: '5',
  h: '10',
  borderRadius: 'l2',
  bg: 'primary.default',
  color: 'primary.fg',
  fontWeight: 'bold',
  cursor: 'pointer',
  ...focusRing,
});

/** The form's search button. */
export const submitStyle = css({
  h: '12',
  px: '8',
  bg: 'primary.default',
  color: 'primary.fg',
  fontWeight: 'bold',
  borderRadius: 'l2',
  cursor: 'pointer',
  _hover: { bg: 'primary.emphasized' },
  _disabled: { opacity: '0.7', cursor: 'progress' },
  ...focusRing,
});

/** The destination field: its input, the box around it and the ✕ that clears it. */
export const comboboxControlStyle = css({ position: 'relative', display: 'flex', alignItems: 'center' });
export const comboboxInputStyle = css({
  w: 'full',
  h: '12',
  ps: '3',
  pe: '10',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  '&[aria-invalid=true]': { borderColor: 'border.error' },
  ...focusRing,
});
// Park UI's combobox trigger recipe pins its buttons with left/right; ours use logical insets (RTL).
export const comboboxClearStyle = css({
  position: 'absolute',
  insetInlineEnd: '2',
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle' },
  ...focusRing,
});
