'use client';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useRouter } from 'waku';
import { css, cx } from '../../../styled-system/css';
import { whenIdle } from '../ui/idle';
import { agencyRegistrationHref, footerVisibility } from './rules';

/** Out of the layout while the page's content still grows above it (`FOOTER_HOLD_ATTRIBUTE`, footer-hold.ts). */
const holdWhileGrowing = css({ 'body:has([data-footer-hold]) &': { display: 'none' } });

/** Hides the footer on hotel-map and invoice paths, and on mobile on passenger paths (spec 001 §2). */
export function FooterGate({ children }: { children: ReactNode }) {
  const { path } = useRouter();
  // On a not-found route the router reports /404: the address bar has the path the rules are about.
  const [location, setLocation] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a client-side navigation (a new path) is the trigger to read the address bar again
  useEffect(() => setLocation(window.location.pathname), [path]);
  const visibility = footerVisibility(location ?? path);
  if (visibility === 'hidden') return null;
  return (
    <div
      data-footer-visibility={visibility}
      className={cx(visibility === 'desktop-only' ? css({ display: { base: 'none', md: 'block' } }) : undefined, holdWhileGrowing)}
    >
      {children}
    </div>
  );
}

/** The mobile agency-partner registration button, carrying the visit's utm parameters. */
export function AgencyRegistrationLink({ className, children }: { className: string; children: ReactNode }) {
  const { query } = useRouter();
  const [href, setHref] = useState(agencyRegistrationHref(query));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a client-side navigation (a new query) is the trigger to read the address bar again
  useEffect(
    () =>
      // Once the page is idle: a page's first sessionStorage access opens the storage synchronously; inside
      // hydration's effects it was 9 ms of /hotel's longest task at a 7× CPU slowdown (issue 15).
      whenIdle(() => {
        // The landing query may have been replaced since; the session's first utm set is kept in sessionStorage.
        const fromUrl = agencyRegistrationHref(window.location.search);
        if (fromUrl !== '/register?active=agency') sessionStorage.setItem('sfn-utm', window.location.search);
        const saved = sessionStorage.getItem('sfn-utm');
        setHref(fromUrl !== '/register?active=agency' ? fromUrl : agencyRegistrationHref(saved ?? ''));
      }),
    [query],
  );
  return (
    <a href={href} className={className} data-agency-registration>
      {children}
    </a>
  );
}
