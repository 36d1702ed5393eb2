import { css } from '../../../styled-system/css';
import { FOOTER_LOGO_ROW_HEIGHT_PX } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { PLANE_PATH } from '../ui/icons';

const names = messages.footerInfo.trustNames;

/** A locally drawn seal: a shield with an initial and a caption (no remote images). */
function Seal({ title, mark, color }: { title: string; mark: string | { path: string }; color: string }) {
  return (
    <li className={css({ h: 'full' })}>
      <svg role="img" aria-label={title} viewBox="0 0 80 96" className={css({ h: 'full', w: 'auto' })}>
        <title>{title}</title>
        <rect x="1" y="1" width="78" height="94" rx="10" fill="#fff" stroke={color} strokeWidth="2" />
        <path d="M40 12 62 20v18c0 14-9 24-22 30-13-6-22-16-22-30V20z" fill={color} />
        {typeof mark === 'string' ? (
          // A long mark («ساماندهی») is fitted to the shield's width instead of running past its edges.
          <text
            x="40"
            y="46"
            textAnchor="middle"
            fontWeight="700"
            fill="#fff"
            {...(mark.length > 6 ? { fontSize: 12, textLength: 38, lengthAdjust: 'spacingAndGlyphs' } : { fontSize: 16 })}
          >
            {mark}
          </text>
        ) : (
          <path d={mark.path} transform="translate(26 24) scale(1.17)" fill="#fff" />
        )}
        <text x="40" y="86" textAnchor="middle" fontSize="9" fill="#333">
          {title.split(' ').slice(0, 2).join(' ')}
        </text>
      </svg>
    </li>
  );
}

/** Regulatory and trust seals, one row 102 px high (spec 001 §2). */
export function TrustLogos() {
  return (
    <ul
      aria-label={messages.footerInfo.trust}
      data-trust-logos
      className={css({ display: 'flex', gap: '3', justifyContent: 'center', flexWrap: 'wrap' })}
      style={{ height: FOOTER_LOGO_ROW_HEIGHT_PX }}
    >
      <Seal title={names.enamad} mark="ای‌نماد" color="#1f6f50" />
      <Seal title={names.samandehi} mark="ساماندهی" color="#1d4e89" />
      {/* Drawn, not the Latin «CAO»: the site's font has no Latin letters (ui/icons.tsx says why that matters). */}
      <Seal title={names.cao} mark={{ path: PLANE_PATH }} color="#7a3e9d" />
      <Seal title={names.tourism} mark="بند ب" color="#a0521d" />
    </ul>
  );
}
