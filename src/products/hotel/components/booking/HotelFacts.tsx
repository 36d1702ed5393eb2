import { css } from '../../../../../styled-system/css';
import { formatNumber, toPersianDigits } from '@/lib/text';
import type { HotelDetails } from '@/products/hotel/server/upstream/details';
import { Stars } from '@/components/ui/icons';

/** Name, stars, address, times, facilities, description and the map pin of a hotel (server component). */
export function HotelFacts({ hotel, mapHref }: { hotel: HotelDetails; mapHref: string }) {
  return (
    <section aria-labelledby="hotel-name" className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h1 id="hotel-name" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {hotel.persianName}
        </h1>
        <p className={css({ color: 'fg.muted' })} dir="ltr" lang="en">
          {hotel.englishName}
        </p>
        <p className={css({ color: '[#ad5700]', fontSize: 'lg' })}>
          <span className={css({ srOnly: true })}>{`${formatNumber(hotel.star)} ستاره`}</span>
          <Stars count={hotel.star} />
          <Stars count={5 - hotel.star} className={css({ color: 'gray.6' })} />
        </p>
      </div>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', columnGap: '4' })}>
        <dt className={css({ color: 'fg.muted' })}>نشانی</dt>
        <dd>{toPersianDigits(hotel.address)}</dd>
        <dt className={css({ color: 'fg.muted' })}>ساعت ورود</dt>
        <dd>{toPersianDigits(hotel.checkIn)}</dd>
        <dt className={css({ color: 'fg.muted' })}>ساعت خروج</dt>
        <dd>{toPersianDigits(hotel.checkOut)}</dd>
        <dt className={css({ color: 'fg.muted' })}>امتیاز مهمانان</dt>
        <dd>
          {formatNumber(hotel.rate, { maxFraction: 1 })} از ۵ ({formatNumber(hotel.reviewCount)} نظر)
        </dd>
        <dt className={css({ color: 'fg.muted' })}>موقعیت</dt>
        <dd>
          <a href={mapHref} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            نمایش روی نقشه
          </a>{' '}
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })} dir="ltr">
            ({formatNumber(hotel.location.latitude, { maxFraction: 4 })}، {formatNumber(hotel.location.longitude, { maxFraction: 4 })})
          </span>
        </dd>
      </dl>
      {hotel.facilities.length > 0 ? (
        <div>
          <h2 className={css({ fontWeight: 'bold', mb: '2' })}>امکانات هتل</h2>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {hotel.facilities.map((f) => (
              <li key={f.englishName} className={css({ bg: 'gray.3', px: '3', py: '1', borderRadius: 'full', fontSize: 'sm' })}>
                {f.persianName}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hotel.description ? (
        <div>
          <h2 className={css({ fontWeight: 'bold', mb: '2' })}>دربارهٔ هتل</h2>
          <p className={css({ lineHeight: 'relaxed' })}>{toPersianDigits(hotel.description)}</p>
        </div>
      ) : null}
    </section>
  );
}
