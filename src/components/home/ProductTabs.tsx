'use client';
/**
 * The home page's product tabs (issue 48; spec 001 §2 "Search navigation tabs"): one link per product, the chosen
 * one marked `aria-current`. Without JavaScript each is a plain link to `/?product=…`, which the server renders with
 * that product's search form; with it, a click swaps the form in place (a router navigation to the same address,
 * no scroll, no full reload). The list comes from the product registry through the page: this file names no product.
 */
import { useEffect, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { css } from '../../../styled-system/css';
import { useHydrated } from '../ui/use-hydrated';

export interface HomeTab {
  id: string;
  label: string;
  href: string;
}

export function ProductTabs({ tabs, current, label }: { tabs: readonly HomeTab[]; current: string; label: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  // The tab pressed shows as chosen at once; the server's answer (the new form) follows.
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);
  return (
    <nav aria-label={label} data-testid="product-tabs" data-hydrated={hydrated || undefined}>
      <ul className={listStyle}>
        {tabs.map((t) => (
          <li key={t.id}>
            <a
              href={t.href}
              aria-current={t.id === chosen ? 'page' : undefined}
              data-product={t.id}
              className={tabStyle}
              onClick={(e) => {
                if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                if (t.id === chosen) return;
                setChosen(t.id);
                router.push(t.href, { scroll: false }).catch(() => window.location.assign(t.href));
              }}
            >
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const listStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  bg: 'white',
  p: '1.5',
  borderRadius: 'l3',
  boxShadow: 'sm',
  mb: '3',
});
const tabStyle = css({
  display: 'block',
  px: '4',
  py: '2',
  borderRadius: 'l2',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg.default',
  _hover: { bg: 'gray.3' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' },
  '&[aria-current=page]': { bg: 'primary.default', color: 'white' },
});
