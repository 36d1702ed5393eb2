import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react';
import { cx } from '../../../styled-system/css';
import { button, type ButtonVariantProps } from '../../../styled-system/recipes';
import { css } from '../../../styled-system/css';

/** Park UI's button recipe in the brand colour (`primary.*`: white on pink 11 passes AA). */
const brand = css({ colorPalette: 'primary' });

type Variant = ButtonVariantProps;

export function buttonClass(variant: Variant = {}, className?: string): string {
  return cx(button(variant), brand, className);
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & Variant) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />;
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & Variant) {
  return <a className={buttonClass({ variant, size }, className)} {...rest} />;
}
