'use client';
import { useRef, useState } from 'react';
import { PackageTypePanel } from './PackageTypePanel';
import { FreeCancellationChip } from '@/products/hotel/components/FreeCancellationChip';
import { css, cx } from '../../../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { button } from '../../../../../styled-system/recipes';
import { mealText } from '@/lib/lookups/meal-codes';
import { roomOrdinal } from '@/lib/rooms';
import { reserveButton } from '@/products/hotel/model/packages';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { formatPrice, strikePrice } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { formatNumber, joinParts } from '@/lib/text';
import type { PackageRound } from '@/products/hotel/server/package-search';
import type { RoomPackage } from '@/products/hotel/server/upstream/packages';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { openAuthDialog } from '@/components/auth/store';
import { edgeJson } from '@/components/edge-client';
import { useDetailStream } from '@/components/results/useDetailStream';
import { useFooterHold } from '@/components/layout/footer-hold';
import { useHeldWhilePressed } from '@/components/results/press-hold';
import { useFlip } from '@/components/results/use-flip';
import { CancellationRulesDialog, RulesTextDialog } from './RulesDialogs';
import { repriceForCounter } from '../counter-reprice';

export interface PackageListProps {
  hotelId: number;
  hotelName: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  /** `/stream/packages/{hotelId}?…` */
  streamUrl: string;
  /** Where the passengers step lives, with the search query (none: the packages are shown, not sold alone). */
  passengersUrl?: string;
  currency: string;
  isLogin: boolean;
  isCounter: boolean;
  guestBookingAllowed: boolean;
  /** `dynamic-tour` (flight+hotel) adds the package-type panel to each package. */
  variant?: 'hotel' | 'dynamic-tour';
}

/**
 * The hotel's room packages, streamed through the edge (the browser never polls): appended as rounds arrive and
 * kept in display order (cheapest, then guaranteed, then the rest — the stream sends them that way).
 */
export function PackageList(props: PackageListProps) {
  const stream = useDetailStream<PackageRound>(props.streamUrl);
  const packages = stream.round?.packages ?? [];
  const searchToken = stream.round?.searchToken ?? null;
  const status = stream.status;
  const [reserveError, setReserveError] = useState<string | null>(null);
  const error = reserveError ?? stream.error;
  const [notice, setNotice] = useState<string | null>(null);
  const [rulesFor, setRulesFor] = useState<RoomPackage | null>(null);
  const [textFor, setTextFor] = useState<RoomPackage | null>(null);
  const [busy, setBusy] = useState(false);

  /** Reserving stops the polling, saves the basket with this single package and moves on. */
  async function reserve(pkg: RoomPackage) {
    stream.stop();
    setBusy(true);
    setNotice(hotelMessages.hotelSearch.savingBasket);
    const res = await edgeJson('/api/basket/hotels', {
      body: {
        details: {
          hotelId: props.hotelId,
          hotelName: props.hotelName,
          destination: props.destination,
          checkIn: props.checkIn,
          checkOut: props.checkOut,
          searchToken,
          packageId: pkg.packageId,
          packageNumber: pkg.packageNumber,
          packagePrice: pkg.packagePrice,
          currency: pkg.currency,
          isGuaranty: pkg.isGuaranty,
          rooms: pkg.rooms.map((r) => ({ name: r.name, mealType: r.mealType, adults: r.adults, childrenAges: r.childrenAges })),
        },
      },
    });
    if (res.ok) {
      if (props.passengersUrl) window.location.assign(props.passengersUrl);
      return;
    }
    setBusy(false);
    setNotice(null);
    setReserveError(res.message || messages.common.genericError);
  }

  function onReserve(pkg: RoomPackage) {
    if (props.isLogin || props.guestBookingAllowed) return void reserve(pkg);
    openAuthDialog({
      reason: 'برای رزرو اتاق وارد حساب کاربری خود شوید',
      onSuccess: (session) => {
        if (isCounterOrAgent(roleNames(session.roleIds))) repriceForCounter(setNotice);
        else void reserve(pkg);
      },
    });
  }

  const finishedEmpty = status !== 'searching' && packages.length === 0 && !error;
  // Rounds append packages above the footer for seconds: keep the footer out until they stop (footer-hold.ts).
  const footerHold = useFooterHold(status === 'searching');
  // A round's cheaper or guaranteed package goes above the ones shown (the display order): those slide down by a
  // transform (use-flip.ts) rather than jump, for a traveller already reading them.
  const listRef = useRef<HTMLOListElement>(null);
  // While the traveller presses on the list (a reserve button), what is on screen stays put (press-hold.ts).
  const shownPackages = useHeldWhilePressed(packages, listRef);
  useFlip(listRef, shownPackages.map((p) => p.packageId).join(' '));
  return (
    <section aria-labelledby="packages-title" {...footerHold} className={css({ display: 'grid', gap: '4' })}>
      <h2 id="packages-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        اتاق‌ها و قیمت‌ها
      </h2>
      <p role="status" aria-live="polite" className={css({ color: 'fg.muted' })} data-testid="package-status">
        {status === 'searching'
          ? `در حال جستجوی اتاق‌ها... ${formatNumber(packages.length)} پیشنهاد تاکنون`
          : `${formatNumber(packages.length)} پیشنهاد`}
      </p>
      {notice ? (
        <p role="alert" className={css({ bg: 'primary.default', color: 'primary.fg', p: '3', borderRadius: 'l2' })}>
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={css({ bg: 'red.3', color: 'red.11', p: '3', borderRadius: 'l2' })}>
          {error}
        </p>
      ) : null}
      {finishedEmpty ? <p data-testid="no-packages">{hotelMessages.packages.noPackages}</p> : null}
      <ol ref={listRef} className={css({ display: 'grid', gap: '3', overflowAnchor: 'none' })} data-testid="package-list">
        {shownPackages.map((pkg) => (
          <li
            key={pkg.packageId}
            data-flip-key={pkg.packageId}
            data-package-id={pkg.packageId}
            data-price={pkg.packagePrice}
            data-guaranty={pkg.isGuaranty ? '1' : '0'}
          >
            <PackageCard
              pkg={pkg}
              variant={props.variant ?? 'hotel'}
              currency={props.currency}
              isCounter={props.isCounter}
              busy={busy}
              onReserve={props.passengersUrl ? () => onReserve(pkg) : null}
              onRules={() => setRulesFor(pkg)}
              onText={() => setTextFor(pkg)}
            />
          </li>
        ))}
      </ol>
      <CancellationRulesDialog pkg={rulesFor} searchToken={searchToken} currency={props.currency} onClose={() => setRulesFor(null)} />
      <RulesTextDialog pkg={textFor} onClose={() => setTextFor(null)} />
    </section>
  );
}

function PackageCard({
  pkg,
  variant,
  currency,
  isCounter,
  busy,
  onReserve,
  onRules,
  onText,
}: {
  pkg: RoomPackage;
  variant: 'hotel' | 'dynamic-tour';
  currency: string;
  isCounter: boolean;
  busy: boolean;
  /** Null: shown only (a dynamic tour's other rooms are not sold without its flights). */
  onReserve: (() => void) | null;
  onRules: () => void;
  onText: () => void;
}) {
  const reserveState = reserveButton(pkg);
  const priceCurrency = pkg.currency || currency;
  const money = useMoney();
  // A rial price in the viewer's currency; a package priced in another currency as the supplier gave it.
  const show = (amount: number) => (priceCurrency.toUpperCase() === 'IRR' ? money.format(amount) : formatPrice(amount, priceCurrency));
  return (
    <article className={cx(panel, css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr auto' } }))}>
      <ul className={css({ display: 'grid', gap: '2' })}>
        {pkg.rooms.map((room, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a package's rooms have no id of their own and never reorder
          <li key={i}>
            <p className={css({ fontWeight: 'bold' })}>
              {roomOrdinal(i)}: {room.name}
              {i === 0 && pkg.isGuaranty ? (
                <span
                  className={css({ ms: '2', bg: 'primary.default', color: 'primary.fg', px: '2', borderRadius: 'full', fontSize: 'xs' })}
                >
                  {hotelMessages.packages.specialRate}
                </span>
              ) : null}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {joinParts(
                mealText(room.mealType),
                `${formatNumber(room.adults)} بزرگسال`,
                room.childrenAges.length > 0 && `${formatNumber(room.childrenAges.length)} کودک`,
              )}
            </p>
          </li>
        ))}
        {variant === 'dynamic-tour' ? (
          <li>
            <PackageTypePanel rooms={pkg.rooms} />
          </li>
        ) : null}
        {isCounter ? <li className={css({ fontSize: 'xs', color: 'fg.muted' })}>تأمین‌کننده: {pkg.providerName}</li> : null}
      </ul>
      <div className={css({ display: 'grid', gap: '2', justifyItems: { base: 'stretch', md: 'end' }, alignContent: 'start' })}>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="strike-price">
          <span className={css({ srOnly: true })}>قیمت پیش از تخفیف: </span>
          <s className={css({ textDecoration: 'line-through' })}>{show(strikePrice(pkg.packagePrice))}</s>
        </p>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })} data-testid="final-price">
          {show(pkg.packagePrice)}
        </p>
        <FreeCancellationChip until={pkg.freeCancellationUntil} />
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRules}>
            {hotelMessages.packages.cancellationRules}
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onText}>
            قوانین رزرو
          </button>
          {onReserve ? (
            <button type="button" className={button({ size: 'sm' })} disabled={reserveState.disabled || busy} onClick={onReserve}>
              {reserveState.label}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
