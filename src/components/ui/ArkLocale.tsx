'use client';
/**
 * Ark UI's locale for the whole site: Persian, right to left. Without it every Ark part (combobox, popover, menu,
 * dialog) takes the default en-US and marks itself dir="ltr": clear buttons, arrows and placements on the wrong side.
 */
import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';

export function ArkLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="fa-IR">{children}</LocaleProvider>;
}
