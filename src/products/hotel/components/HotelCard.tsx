'use client';
/** One hotel of the results (spec 001 §2 "Hotel result card"): at least 220 px high on desktop, 370 px on mobile. */
import { memo } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { CARD_FACILITIES_SHOWN, CARD_IMAGES_SHOWN } from '@/lib/constants';
import { hotelLabelText, hotelLabels } from '@/products/hotel/model/labels';
import { hotelPagePath } from '@/products/hotel/model/query';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { CashbackNote } from '@/components/account/CashbackNote';
import { formatAmount, pricePerNight, rialToToman } from '@/lib/money';
import { joinParts, toPersianDigits } from '@/lib/text';
import type { HotelResult } from '@/products/hotel/server/upstream/search';
import { CardGallery } from './CardGallery';
import { FavoriteButton } from './FavoriteButton';
import { FreeCancellationChip } from './FreeCancellationChip';
import { Stars as StarIcons } from '@/components/ui/icons';

const card = css({
  display: 'grid',
  // minmax(0, …): a grid column's minimum is otherwise its content's, and the image strip is 4 images wide.
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[240px minmax(0, 1fr) auto]' },
  gridTemplateRows: { base: '160px 1fr auto', md: '1fr' },
  // HOTEL_CARD_HEIGHT (mobile 370, desktop 220) is the design height, never a clip: a phone's width and its fallback
  // font can make the content taller, and then the card grows rather than hide the price and the buttons. Panda
  // extracts literals only, a unit test checks they agree.
  minH: { base: '[370px]', md: '[220px]' },
  bg: 'white',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  overflow: 'hidden',
  mb: '4',
});

// Class names computed once, not on every render of every card (a streamed round re-renders the list).
const styles = {
  body: css({ p: '4', display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' }),
  titleRow: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  title: css({ fontSize: 'lg', fontWeight: 'bold' }),
  titleLink: css({ _hover: { color: 'primary.default' } }),
  labels: css({ display: 'flex', gap: '1.5', flexWrap: 'wrap' }),
  address: css({ color: 'fg.muted', fontSize: 'sm', truncate: true }),
  facilities: css({ display: 'flex', gap: '3', fontSize: 'sm', color: 'fg.muted', flexWrap: 'wrap' }),
  side: css({
    p: '4',
    display: 'flex',
    flexDirection: { base: 'row', md: 'column' },
    justifyContent: 'space-between',
    alignItems: { base: 'center', md: 'stretch' },
    gap: '2',
    borderInlineStartWidth: { md: '1px' },
    borderColor: 'border.default',
    minW: { md: '[200px]' },
  }),
  priceNote: css({ fontSize: 'xs', color: 'fg.muted' }),
  price: css({ fontSize: 'xl', fontWeight: 'bold', color: 'primary.default' }),
  actions: css({ display: 'flex', flexDirection: { base: 'row', md: 'column' }, gap: '2' }),
  srOnly: css({ srOnly: true }),
};

const starsClass = css({ color: '[#b45309]', display: 'inline-flex' });

export function Stars({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span role="img" aria-label={hotelMessages.hotelResults.stars(count)} className={starsClass}>
      <StarIcons count={count} />
    </span>
  );
}

/** Memoised: a streamed round re-renders the list, and the cards already shown have not changed. */
export const HotelCard = memo(function HotelCard({
  hotel,
  href,
  destination,
  onChoose,
  cashbackPercent = null,
}: {
  hotel: HotelResult;
  href: string;
  /** The search's destination slug: a favourite links to the hotel page without the search's dates. */
  destination: string;
  onChoose: (hotelId: number) => void;
  /** The viewer's cashback percent: «… تومان به کیف پول شما برمی‌گردد» under the price; null = none. */
  cashbackPercent?: number | null;
}) {
  const labels = hotelLabels(hotel);
  const toman = rialToToman(hotel.minimumPackagePrice);
  const titleId = `hotel-${hotel.hotelId}-name`;
  return (
    <article
      className={card}
      aria-labelledby={titleId}
      data-hotel-id={hotel.hotelId}
      data-price={toman}
      data-star={hotel.star}
      data-rate={hotel.rate}
      data-guaranty={hotel.isGuaranty ? '1' : '0'}
      data-free-cancellation={hotel.freeCancellationUntil ?? ''}
    >
      <CardGallery hotel={hotel} count={CARD_IMAGES_SHOWN} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 id={titleId} className={styles.title}>
            <a href={href} target="_blank" rel="noopener" className={styles.titleLink}>
              {hotel.name}
            </a>
          </h3>
          <Stars count={hotel.star} />
          <FavoriteButton
            hotel={{
              hotelId: hotel.hotelId,
              name: hotel.name,
              href: hotelPagePath({ destination, hotelName: hotel.englishName || hotel.name, hotelId: hotel.hotelId }),
            }}
          />
        </div>
        <div className={styles.labels}>
          {labels.map((l) => (
            <span key={l} className={cx(badge({ size: 'sm', variant: l === 'specialRate' ? 'solid' : 'outline' }))} data-label={l}>
              {hotelLabelText(l)}
            </span>
          ))}
          {hotel.rate > 0 ? (
            <span className={badge({ size: 'sm', variant: 'subtle' })}>{hotelMessages.hotelResults.rating(hotel.rate)}</span>
          ) : null}
        </div>
        <p className={styles.address}>{toPersianDigits(hotel.address)}</p>
        <ul className={styles.facilities} aria-label="امکانات">
          {hotel.facilities.slice(0, CARD_FACILITIES_SHOWN).map((f) => (
            <li key={f.name}>{f.name}</li>
          ))}
        </ul>
      </div>
      <div className={styles.side}>
        <div>
          <div className={styles.priceNote}>
            {joinParts(hotelMessages.hotelResults.priceFrom, hotelMessages.hotelResults.perStay(hotel.nights))}
          </div>
          <div className={styles.price} data-testid="price">
            {toman > 0 ? `${formatAmount(toman)} ${messages.common.toman}` : '—'}
          </div>
          {toman > 0 && hotel.nights > 1 ? (
            <div className={styles.priceNote} data-testid="per-night">
              {hotelMessages.hotelJourney.perNight(formatAmount(pricePerNight(toman, hotel.nights)))}
            </div>
          ) : null}
          <CashbackNote priceRial={hotel.minimumPackagePrice} percent={cashbackPercent} />
          <FreeCancellationChip until={hotel.freeCancellationUntil} />
        </div>
        {/* Side by side on mobile, so the card keeps its 370 px with both actions visible. */}
        <div className={styles.actions}>
          <button type="button" className={button({ size: 'sm' })} onClick={() => onChoose(hotel.hotelId)}>
            {hotelMessages.hotelResults.choose}
          </button>
          <a href={href} target="_blank" rel="noopener" className={button({ size: 'sm', variant: 'outline' })}>
            {hotelMessages.hotelResults.details}
            <span className={styles.srOnly}> {hotel.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
});
