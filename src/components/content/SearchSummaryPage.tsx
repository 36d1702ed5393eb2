import { css, cx } from '../../../styled-system/css';
import { panelFrame } from '@/components/ui/panel';
import { LEAD_CITY_LOCATION_IDS } from '@/lib/constants';
import { findAirport } from '@/lib/lookups';
import type { SearchSummary } from '@/lib/search-summary';
import { LeadBox } from '../lead/LeadBox';
import { PageMeta } from '../layout/PageMeta';
import { SupportPhone } from './SupportPhone';

/** Lead location id of a Persian city name, when it is one of the lead cities (spec 001 §9). */
function leadLocationId(cityFa: string): number | undefined {
  for (const [key, id] of Object.entries(LEAD_CITY_LOCATION_IDS)) {
    const code = CITY_KEY_TO_IATA[key];
    if (code && findAirport(code)?.city === cityFa) return id;
  }
  return undefined;
}
const CITY_KEY_TO_IATA: Record<string, string> = {
  kish: 'KIH',
  mashhad: 'MHD',
  shiraz: 'SYZ',
  isfahan: 'IFN',
  tabriz: 'TBZ',
  ahvaz: 'AWZ',
  qeshm: 'GSM',
  istanbul: 'IST',
  vancouver: 'YVR',
  toronto: 'YYZ',
  frankfurt: 'FRA',
  london: 'LHR',
  rome: 'FCO',
  dubai: 'DXB',
  paris: 'CDG',
  amsterdam: 'AMS',
};

const STEP_TEXT = {
  search:
    'جستجوی آنلاین این محصول به‌زودی روی سایت فعال می‌شود. تا آن زمان کارشناسان ما همین جستجو را برایتان انجام می‌دهند و بهترین گزینه‌ها را تلفنی پیشنهاد می‌کنند.',
  passengers:
    'ثبت آنلاین اطلاعات مسافران این محصول به‌زودی فعال می‌شود. برای تکمیل رزرو، شمارهٔ موبایل خود را بگذارید یا با پشتیبانی تماس بگیرید.',
} as const;

/**
 * The search (or passengers) route of a product whose results are not online yet: the summary of what was asked,
 * the lead box for that product and city, and the support phone. Noindex like every search page.
 */
export function SearchSummaryPage({
  summary,
  step = 'search',
  orderId,
}: {
  summary: SearchSummary;
  step?: 'search' | 'passengers';
  orderId?: number;
}) {
  const productName = summary.productName;
  const heading = step === 'search' ? `جستجوی ${summary.title}` : `اطلاعات مسافران ${summary.title}`;
  const locationId = leadLocationId(summary.cityName);
  return (
    <>
      <PageMeta
        title={heading}
        description={`${summary.title}؛ ${summary.lines.map((l) => `${l.label}: ${l.value}`).join('، ')}`}
        noindex
      />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{heading}</h1>
      <section aria-label="خلاصهٔ جستجو" data-testid="search-summary" className={cx(panelFrame, css({ p: '5' }))}>
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' })}>
          {summary.lines.map((line) => (
            <div key={line.label}>
              <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{line.label}</dt>
              <dd className={css({ fontWeight: 'bold' })}>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className={css({ my: '5', lineHeight: 'relaxed' })}>{STEP_TEXT[step]}</p>
      <LeadBox
        product={productName}
        cityName={summary.cityName}
        {...(orderId !== undefined ? { orderId } : {})}
        {...(locationId !== undefined ? { locationId } : {})}
      />
      <SupportPhone text={`رزرو تلفنی ${productName}`} />
    </>
  );
}
