'use client';
/**
 * A text filter of a results list (a hotel's name, a flight number): the traveller types, and the filter follows
 * 500 ms after the last key (the spec's text-filter debounce), so the workers do not re-filter on every letter. An
 * outside change (reset all, a URL) replaces the text.
 */
import { useEffect, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { TEXT_FILTER_DEBOUNCE_MS } from '@/lib/constants';

export interface TextFilterProps {
  label: string;
  placeholder: string;
  /** The filter's current value (trimmed). */
  value: string;
  onCommit: (value: string) => void;
  inputMode?: 'text' | 'numeric';
  testId: string;
}

export function TextFilter({ label, placeholder, value, onCommit, inputMode, testId }: TextFilterProps) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const t = setTimeout(() => onCommit(text.trim()), TEXT_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, value, onCommit]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        inputMode={inputMode}
        className={input({ size: 'md' })}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
