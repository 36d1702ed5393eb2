import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react';
import { cx } from '../../../styled-system/css';
import type { ButtonVariantProps } from '../../../styled-system/recipes';
import { css } from '../../../styled-system/css';

/** Park UI's button recipe in the brand colour (`primary.*`: white on pink 11 passes AA). */
const brand = css({ colorPalette: 'primary' });

type Variant = ButtonVariantProps;

/**
 * Park UI's button recipe for one variant and size, named as Panda's run-time `button()` names them (a unit test
 * compares every combination). Here rather than the run-time recipe: the header's buttons are on every page, and
 * the recipe module and Panda's runtime would be loaded and evaluated on every page for them (issue 15).
 */
export function buttonRecipe({ variant, size }: Variant = {}): string {
  return `button button--variant_${variant ?? 'solid'} button--size_${size ?? 'md'}`;
}

export function buttonClass(variant: Variant = {}, className?: string): string {
  return cx(buttonRecipe(variant), brand, className);
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & Variant) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />;
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & Variant) {
  return <a className={buttonClass({ variant, size }, className)} {...rest} />;
}
