/**
 * `ui/ArkLocale` gives Ark UI's locale context its value directly (through the aliased context module, see
 * scripts/vite/aliases.ts), not through Ark's `LocaleProvider` (which loads ICU data to find the direction). This
 * holds Ark to it: the public hook reads the value, and an Ark part renders right to left. An Ark upgrade that moves
 * the context module or stops reading it fails here, not silently on the site.
 */
import { useLocaleContext } from '@ark-ui/react/locale';
import { Tabs } from '@ark-ui/react/tabs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArkLocale } from '@/components/ui/ArkLocale';

function Probe() {
  const { locale, dir } = useLocaleContext();
  return createElement('span', null, `${locale} ${dir}`);
}

describe('ArkLocale', () => {
  it("is the context Ark's own hook reads: Persian, right to left", () => {
    expect(renderToString(createElement(ArkLocale, null, createElement(Probe)))).toContain('fa-IR rtl');
    // Without it, Ark's default.
    expect(renderToString(createElement(Probe))).toContain('en-US ltr');
  });

  it('makes an Ark part render right to left', () => {
    const tabs = createElement(
      Tabs.Root,
      { defaultValue: 'a' },
      createElement(Tabs.List, null, createElement(Tabs.Trigger, { value: 'a' }, 'الف')),
    );
    const html = renderToString(createElement(ArkLocale, null, tabs));
    expect(html).toMatch(/dir="rtl"/);
    expect(html).not.toMatch(/dir="ltr"/);
  });
});
