import { css, cx } from '../../../styled-system/css';
import { FOOTER_LINKS } from '@/content/navigation';
import { APP_VERSION, BRAND_FA, SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { buttonClass } from '../ui/Button';
import { AgencyRegistrationLink, FooterGate } from './FooterClient';
import { magazineHref } from '@/server/request-context';
import { Logo } from './Logo';
import { TrustLogos } from './TrustLogos';
import { CopyrightIcon } from '../ui/icons';

const f = messages.footerInfo;

/** The three desktop columns (spec 001 §2); the same links on mobile, without corporate sales. */
export const FOOTER_COLUMNS = [
  {
    title: messages.footer.columns.product,
    links: FOOTER_LINKS.product,
  },
  {
    title: messages.footer.columns.help,
    links: FOOTER_LINKS.help,
  },
  {
    title: messages.footer.columns.more,
    links: [...FOOTER_LINKS.more, { href: '/landings/b2b', label: messages.footer.corporateSales, desktopOnly: true }],
  },
] as const;

const SOCIAL = [
  { href: 'https://t.me/safarnameh', label: f.socialNames.telegram },
  { href: 'https://www.instagram.com/safarnameh', label: f.socialNames.instagram },
  { href: 'https://www.aparat.com/safarnameh', label: f.socialNames.aparat },
  { href: 'https://www.linkedin.com/company/safarnameh', label: f.socialNames.linkedin },
  { href: 'https://x.com/safarnameh', label: f.socialNames.twitter },
] as const;

const VIDEOS = [
  { href: 'https://www.aparat.com/v/safarnameh-purchase', label: f.videoPurchase },
  { href: 'https://www.aparat.com/v/safarnameh-refund', label: f.videoRefund },
] as const;

const heading = css({ fontWeight: 'bold', mb: '3', fontSize: 'md' });
/**
 * The footer is two thirds of every page's elements at the first paint (115 of 171–212), and below the first screen
 * on the results and hotel pages: its blocks skip style, layout and paint until they come near the viewport
 * (`content-visibility: auto`), so a phone's first layout is the page's own content (issue 15). Each block keeps its
 * measured height meanwhile (phones / md and up; `auto` then remembers its last rendered height), so nothing above
 * or around it moves when it renders.
 */
const later = {
  brand: css({ contentVisibility: 'auto', containIntrinsicSize: { base: '[auto 213px]', md: '[auto 252px]' } }),
  columns: [
    css({ contentVisibility: 'auto', containIntrinsicSize: { base: '[auto 252px]', md: '[auto 252px]' } }),
    css({ contentVisibility: 'auto', containIntrinsicSize: { base: '[auto 188px]', md: '[auto 252px]' } }),
    css({ contentVisibility: 'auto', containIntrinsicSize: { base: '[auto 156px]', md: '[auto 252px]' } }),
  ],
  row: css({ contentVisibility: 'auto', containIntrinsicSize: { base: '[auto 208px]', md: '[auto 60px]' } }),
  trust: css({ contentVisibility: 'auto', containIntrinsicSize: '[auto 102px]' }),
};
const link = css({ color: 'fg.muted', fontSize: 'sm', _hover: { color: 'primary.text' } });

export function SiteFooter() {
  return (
    <FooterGate>
      <footer
        data-footer
        className={css({ mt: '16', pt: '10', pb: '6', bg: 'white', borderTopWidth: '1px', borderColor: 'border.subtle' })}
      >
        <div
          className={css({
            maxW: 'container',
            mx: 'auto',
            px: '4',
            display: 'grid',
            gap: '8',
            gridTemplateColumns: { base: '1fr', md: '1.4fr 1fr 1fr 1fr' },
          })}
        >
          <section aria-labelledby="footer-brand" className={later.brand}>
            <h2
              id="footer-brand"
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                fontWeight: 'bold',
                fontSize: 'xl',
                color: 'primary.text',
                mb: '2',
              })}
            >
              <Logo size={28} />
              {BRAND_FA}
              <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })} data-version={APP_VERSION}>
                {messages.footer.version}
              </span>
            </h2>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>{f.about}</p>
            <address className={css({ fontStyle: 'normal', fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '2' })}>
              <span>{f.kishOffice}</span>
              <span>{f.tehranOffice}</span>
              <a href={`tel:${SUPPORT_PHONE_TEL}`} className={css({ color: 'primary.text', fontWeight: 'bold' })} data-footer-phone>
                {f.phoneLabel}: <bdi dir="ltr">{messages.common.supportPhone}</bdi>
              </a>
            </address>
          </section>
          {FOOTER_COLUMNS.map((col, i) => (
            <nav key={col.title} aria-labelledby={`footer-col-${i}`} className={later.columns[i]}>
              <h2 id={`footer-col-${i}`} className={heading}>
                {col.title}
              </h2>
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                {col.links.map((l) => (
                  <li
                    key={l.href}
                    className={'desktopOnly' in l && l.desktopOnly ? css({ display: { base: 'none', md: 'list-item' } }) : undefined}
                  >
                    <a href={l.href} className={link}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          className={cx(
            later.row,
            css({
              maxW: 'container',
              mx: 'auto',
              px: '4',
              mt: '8',
              display: 'flex',
              flexDirection: { base: 'column', md: 'row' },
              gap: '6',
              justifyContent: 'space-between',
            }),
          )}
        >
          <div data-footer-mobile-actions className={css({ display: { base: 'flex', md: 'none' }, gap: '3', flexWrap: 'wrap' })}>
            <a href={magazineHref()} className={buttonClass({ variant: 'outline', size: 'md' })} data-magazine>
              {messages.header.magazine}
            </a>
            <AgencyRegistrationLink className={buttonClass({ variant: 'solid', size: 'md' })}>
              {messages.footer.agencyRegistration}
            </AgencyRegistrationLink>
          </div>
          <section aria-labelledby="footer-videos">
            <h2 id="footer-videos" className={heading}>
              {f.videos}
            </h2>
            <ul className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              {VIDEOS.map((v) => (
                <li key={v.href}>
                  <a href={v.href} rel="nofollow noopener noreferrer" target="_blank" className={link} data-tutorial-video>
                    {v.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={heading}>
              {f.social}
            </h2>
            <ul className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              {SOCIAL.map((s) => (
                <li key={s.href}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank" className={link} data-social>
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={cx(later.trust, css({ maxW: 'container', mx: 'auto', px: '4', mt: '8' }))}>
          <TrustLogos />
        </div>
        <p className={css({ textAlign: 'center', fontSize: 'xs', color: 'fg.muted', mt: '6' })}>
          {messages.footer.copyright}{' '}
          <span dir="ltr">
            <CopyrightIcon /> {toPersianDigits('2026')}
          </span>
        </p>
      </footer>
    </FooterGate>
  );
}
