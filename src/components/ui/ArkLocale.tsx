'use client';
/**
 * Ark UI's locale: Persian, right to left. Without it an Ark part (combobox, popover, menu, dialog, tabs) takes the
 * default en-US and marks itself dir="ltr": clear buttons, arrows and placements on the wrong side.
 *
 * Each Ark root is wrapped in this, not the whole site: Ark's provider works out the direction with
 * `new Intl.Locale(locale).maximize()`, whose first call loads ICU data (5–20 ms on a phone-class CPU), and at the
 * site's root that ran during every page's hydration. Wrapped per root, it runs when a part first mounts, and most
 * Ark parts mount on first use.
 */
import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';

export function ArkLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="fa-IR">{children}</LocaleProvider>;
}
