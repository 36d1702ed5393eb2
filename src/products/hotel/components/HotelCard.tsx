'use client';
/**
 * One hotel of the results (spec 001 §2 "Hotel result card"): at least 220 px high on desktop, with images, info,
 * price and an expandable detail panel; exactly 370 px on mobile (image swiper, facilities, price, reserve button).
 */
import { memo, useEffect, useRef, useState } from 'react';
import { subscribe } from 'valtio';
import { css, cx } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { BUTTON_DEBOUNCE_MS, CARD_FACILITIES_SHOWN, CARD_IMAGES_SHOWN } from '@/lib/constants';
import { acceptToggle } from '@/products/hotel/model/detail-panel';
import { hotelPerks } from '@/products/hotel/model/perks';
import { hotelLabelText, hotelLabels } from '@/products/hotel/model/labels';
import { hotelPagePath } from '@/products/hotel/model/query';
import * as hotelMessages from '@/products/hotel/messages';
import { CashbackNote } from '@/components/account/CashbackNote';
import { pricePerNight, rialToToman, tomanToRial } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { joinParts, toPersianDigits } from '@/lib/text';
import type { HotelResult } from '@/products/hotel/server/upstream/search';
import { CardGallery } from './CardGallery';
import { FavoriteButton } from './FavoriteButton';
import { FreeCancellationChip } from './FreeCancellationChip';
import { Stars as StarIcons } from '@/components/ui/icons';
import { useResults } from './store';

const card = css({
  display: 'grid',
  // minmax(0, …): a grid column's minimum is otherwise its content's, and the image strip is 4 images wide.
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[240px minmax(0, 1fr) auto]' },
  gridTemplateRows: { base: '150px minmax(0, 1fr) auto', md: '[minmax(220px, auto) auto]' },
  // HOTEL_CARD_HEIGHT: exactly 370 px on a phone, every line of it fitting from 360 to 412 px wide (one-line title
  // and address, the facilities on one line, price and both actions on one row; tests/e2e/hotel-results.test.ts
  // checks nothing spills), at least 220 px on desktop (taller with its detail panel open). Panda extracts literals
  // only, a unit test checks they agree.
  h: { base: '[370px]', md: 'auto' },
  minH: { base: '[370px]', md: '[220px]' },
  bg: 'white',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  overflow: 'hidden',
  mb: '4',
  // The phone's cashback line is laid over the foot of the image strip (styles.cashback).
  position: 'relative',
});

// Class names computed once, not on every render of every card (a streamed round re-renders the list).
const styles = {
  body: css({ p: { base: '3', md: '4' }, display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', minH: '0' }),
  titleRow: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: { base: 'nowrap', md: 'wrap' }, minW: '0' }),
  title: css({ fontSize: { base: 'md', md: 'lg' }, fontWeight: 'bold', minW: '0', truncate: { base: true, md: false } }),
  titleLink: css({ _hover: { color: 'primary.default' } }),
  labels: css({ display: 'flex', gap: '1.5', flexWrap: { base: 'nowrap', md: 'wrap' }, overflow: { base: 'hidden', md: 'visible' } }),
  address: css({ color: 'fg.muted', fontSize: 'sm', truncate: true }),
  facilities: css({
    display: 'flex',
    gap: '3',
    fontSize: 'sm',
    color: 'fg.muted',
    flexWrap: { base: 'nowrap', md: 'wrap' },
    overflow: { base: 'hidden', md: 'visible' },
    '& li': { flexShrink: 0 },
  }),
  side: css({
    p: { base: '3', md: '4' },
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
  price: css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', color: 'primary.default', whiteSpace: 'nowrap' }),
  // The unit small beside the big number (a logged-in viewer's «تومان» must leave the phone's row room for both actions).
  unit: css({ fontSize: { base: 'xs', md: 'sm' }, fontWeight: 'normal' }),
  // The free-cancellation chip is the desktop card's (and the panel's); the phone's 370 px keep the stay's price, the
  // price per night and the actions.
  desktopOnly: css({ display: { base: 'none', md: 'block' } }),
  // The cashback line (spec 001 §9): under the price on desktop; on a phone the 370 px hold no fourth price line, so it
  // sits as a label over the foot of the 150 px image strip (the card is its containing block), one line, ellipsed.
  // It stays after the price in the reading order.
  cashback: css({
    position: { base: 'absolute', md: 'static' },
    insetBlockStart: { base: '[142px]', md: '[auto]' },
    insetInlineStart: { base: '2', md: '[auto]' },
    transform: { base: '[translateY(-100%)]', md: 'none' },
    maxW: { base: '[calc(100% - 16px)]', md: '[none]' },
    truncate: { base: true, md: false },
    bg: { base: 'white', md: 'transparent' },
    borderRadius: { base: 'l2', md: '[0]' },
    px: { base: '2', md: '0' },
    py: { base: '0.5', md: '0' },
    boxShadow: { base: 'sm', md: '[none]' },
    fontWeight: { base: 'medium', md: 'normal' },
  }),
  actions: css({ display: 'flex', flexDirection: { base: 'row', md: 'column' }, gap: { base: '1', md: '2' }, flexShrink: 0 }),
  // A phone's 328 px card (360 px screen) holds the price and both actions on one row, the price's notes each on one
  // line, with the actions' text a step smaller and narrower padding (wrapped notes squeezed the card's text lines).
  action: css({ px: { base: '2', md: '3.5' }, fontSize: { base: 'xs', md: 'sm' } }),
  srOnly: css({ srOnly: true }),
  toggle: css({ display: { base: 'none', md: 'inline-flex' } }),
  panel: css({
    gridColumn: '[1 / -1]',
    display: { base: 'none', md: 'grid' },
    gridTemplateColumns: '[repeat(auto-fit, minmax(200px, 1fr))]',
    gap: '3',
    p: '4',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    bg: 'gray.1',
    fontSize: 'sm',
  }),
  panelTitle: css({ fontWeight: 'semibold', mb: '1' }),
  perks: css({ display: 'flex', gap: '1.5', flexWrap: 'wrap' }),
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
  showUnit = false,
  locationId = null,
  mapHref = '',
  cashbackPercent = null,
}: {
  hotel: HotelResult;
  href: string;
  /** The search's destination slug: a favourite links to the hotel page without the search's dates. */
  destination: string;
  onChoose: (hotelId: number) => void;
  /** Spec 001 §6: the price unit «تومان» shows on the card only for a logged-in viewer. */
  showUnit?: boolean;
  /** The search's location id (per-city perks). */
  locationId?: number | null;
  /** The hotel-map search of the same query (the detail panel's «show hotels on map»). */
  mapHref?: string;
  /** The viewer's cashback percent: «… تومان به کیف پول شما برمی‌گردد» under the price; null = none. */
  cashbackPercent?: number | null;
}) {
  const labels = hotelLabels(hotel);
  const perks = hotelPerks(hotel, locationId);
  const toman = rialToToman(hotel.minimumPackagePrice);
  const money = useMoney();
  // Toman keeps its whole-toman night price; another currency divides the stay's rial (then rounds to cents).
  const nightRial = money.isToman ? tomanToRial(pricePerNight(toman, hotel.nights)) : hotel.minimumPackagePrice / Math.max(1, hotel.nights);
  const titleId = `hotel-${hotel.hotelId}-name`;
  const panelId = `hotel-${hotel.hotelId}-panel`;
  // Spec 001 §6: «تومان» on the card for a logged-in viewer only; another currency (a logged-in choice) always names itself.
  const unit = showUnit || !money.isToman ? ` ${money.unit}` : '';
  const [open, setOpen] = useDetailPanel();
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
          {perks.map((p) => (
            <span key={p} className={badge({ size: 'sm', variant: 'outline' })} data-perk={p}>
              {hotelMessages.hotelResults.perks[p]}
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
            {toman > 0 ? (
              <>
                {money.amount(hotel.minimumPackagePrice)}
                {unit ? <span className={styles.unit}>{unit}</span> : null}
              </>
            ) : (
              '—'
            )}
          </div>
          {toman > 0 && hotel.nights > 1 ? (
            <div className={styles.priceNote} data-testid="per-night">
              {hotelMessages.hotelJourney.perNight(money.format(nightRial))}
            </div>
          ) : null}
          <CashbackNote priceRial={hotel.minimumPackagePrice} percent={cashbackPercent} className={styles.cashback} />
          <div className={styles.desktopOnly}>
            <FreeCancellationChip until={hotel.freeCancellationUntil} />
          </div>
        </div>
        {/* Side by side on mobile, so the card keeps its 370 px with both actions visible. */}
        <div className={styles.actions}>
          <button type="button" className={cx(button({ size: 'sm' }), styles.action)} onClick={() => onChoose(hotel.hotelId)}>
            {hotelMessages.hotelResults.choose}
          </button>
          <a href={href} target="_blank" rel="noopener" className={cx(button({ size: 'sm', variant: 'outline' }), styles.action)}>
            {hotelMessages.hotelResults.details}
            <span className={styles.srOnly}> {hotel.name}</span>
          </a>
          <button
            type="button"
            className={cx(button({ size: 'sm', variant: 'ghost' }), styles.toggle)}
            aria-expanded={open}
            aria-controls={panelId}
            data-testid="detail-toggle"
            onClick={() => setOpen(!open)}
          >
            {open ? hotelMessages.hotelResults.lessInfo : hotelMessages.hotelResults.moreInfo}
            <span className={styles.srOnly}> {hotel.name}</span>
          </button>
        </div>
      </div>
      {open ? <DetailPanel id={panelId} hotel={hotel} toman={toman} unit={unit} nightRial={nightRial} mapHref={mapHref} /> : null}
    </article>
  );
});

/**
 * The detail panel's open state: a toggle is taken at most once per BUTTON_DEBOUNCE_MS (400 ms; a double click is
 * one toggle), and the panel closes on a route change: a change of the page's query (filters and sort rewrite the
 * URL) or a history navigation.
 */
function useDetailPanel(): [boolean, (next: boolean) => void] {
  const [open, setOpen] = useState(false);
  const last = useRef<number | null>(null);
  const { store } = useResults();
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const unsubscribe = subscribe(store.filters, close);
    window.addEventListener('popstate', close);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', close);
    };
  }, [open, store]);
  const toggle = (next: boolean) => {
    const now = performance.now();
    if (!acceptToggle(last.current, now, BUTTON_DEBOUNCE_MS)) return;
    last.current = now;
    setOpen(next);
  };
  return [open, toggle];
}

function DetailPanel({
  id,
  hotel,
  toman,
  unit,
  nightRial,
  mapHref,
}: {
  id: string;
  hotel: HotelResult;
  toman: number;
  unit: string;
  nightRial: number;
  mapHref: string;
}) {
  const m = hotelMessages.hotelResults;
  const money = useMoney();
  return (
    <section id={id} className={styles.panel} aria-label={m.detailPanel(hotel.name)} data-testid="detail-panel">
      <div>
        <h4 className={styles.panelTitle}>{m.panelAddress}</h4>
        <p>{toPersianDigits(hotel.address)}</p>
        {hotel.area ? <p>{joinParts(hotel.area, hotel.hotelType ?? '')}</p> : null}
      </div>
      <div>
        <h4 className={styles.panelTitle}>{m.priceFrom}</h4>
        <p>{toman > 0 ? `${money.amount(hotel.minimumPackagePrice)}${unit} — ${m.perStay(hotel.nights)}` : '—'}</p>
        {toman > 0 && hotel.nights > 1 ? <p>{hotelMessages.hotelJourney.perNight(money.format(nightRial))}</p> : null}
        <FreeCancellationChip until={hotel.freeCancellationUntil} />
      </div>
      <div>
        <h4 className={styles.panelTitle}>{m.panelFacilities}</h4>
        <ul>
          {hotel.facilities.map((f) => (
            <li key={f.name}>{f.name}</li>
          ))}
        </ul>
        {hotel.rate > 0 ? <p>{joinParts(m.rating(hotel.rate), hotel.reviewCount > 0 ? m.reviews(hotel.reviewCount) : '')}</p> : null}
      </div>
      {mapHref ? (
        <div>
          <a href={mapHref} className={button({ size: 'sm', variant: 'outline' })} data-testid="detail-map">
            {m.showOnMap}
          </a>
        </div>
      ) : null}
    </section>
  );
}
