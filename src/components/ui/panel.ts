/**
 * The site's panel: a white box with a 1px subtle border and the l3 radius (forms' fieldsets, the review's boxes, a
 * package card, the content pages' boxes). One definition so every panel looks the same. Both are literal `css()`
 * calls, which the build turns into their class names (no Panda runtime).
 *
 * `panelFrame` has no padding, for a site that sets its own (responsive or none); add the rest with
 * `cx(panel, css({ ... }))`, and never a property the panel already sets: Panda's classes are atomic, so two classes
 * for one property would be decided by stylesheet order, not by the order in `cx`.
 */
import { css } from '../../../styled-system/css';

export const panelFrame = css({ bg: 'white', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'l3' });

/** The frame with padding 4. */
export const panel = css({ bg: 'white', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'l3', p: '4' });
