'use client';
import { useId, type InputHTMLAttributes } from 'react';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** `data-testid` of the error line (tests that name one field's error). */
  errorTestId?: string | undefined;
}

/** A labelled input (Park UI input recipe) with its hint and error wired through aria-describedby. */
export function Field({ label, error, hint, errorTestId, className, id, ...rest }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}>
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={input({ size: 'md' })}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" data-field-error data-testid={errorTestId} className={css({ fontSize: 'sm', color: 'red.11' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
