'use client';
/**
 * Ark UI's locale: Persian, right to left. Without it an Ark part (combobox, popover, menu, dialog, tabs) takes the
 * default en-US and marks itself dir="ltr": clear buttons, arrows and placements on the wrong side.
 *
 * The value is given to Ark's locale context directly, not through Ark's `LocaleProvider`: that one works the
 * direction out with `new Intl.Locale(locale).maximize()`, whose first call loads ICU data (~4 ms of hydration on a
 * fast machine, ~25 ms on a slow phone) on every page with an Ark part, to learn what is known here. The context
 * module is aliased (scripts/vite/aliases.ts); tests/unit/components/ark-locale.test.ts holds Ark to it.
 */
import { LocaleContextProvider } from '@ark-ui/react/locale-context';
import type { ReactNode } from 'react';

const PERSIAN = { locale: 'fa-IR', dir: 'rtl' } as const;

export function ArkLocale({ children }: { children: ReactNode }) {
  return <LocaleContextProvider value={PERSIAN}>{children}</LocaleContextProvider>;
}
