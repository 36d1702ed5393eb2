'use client';
/**
 * `/package/reserve`: the rooms of the chosen departure — adults (1–3) and children (up to two, each with their age on
 * the departure day) per room, up to four rooms — with the total as the price table says (model/price.ts), then
 * «continue», which asks the server to price it again (`POST /api/basket/tour`: the supplier's quote, never this
 * page's sum). A sold-out date or too few seats, and a price that changed, are said here and nothing is booked.
 */
import { CardCashback } from '@/components/account/CashbackContext';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { edgeJson } from '@/components/edge-client';
import { useMoney } from '@/components/money/MoneyProvider';
import { persianNumber } from '@/lib/text';
import { tourReserve as r, tourTexts } from '../messages';
import { type ChildBandAges, type RoomAsk, type TourPriceTable, roomPrice, roomsProblem, seatsNeeded, seatsProblem } from '../model/price';

interface Props {
  packageId: number;
  departureId: string;
  seatsLeft: number;
  prices: TourPriceTable;
  bands: ChildBandAges;
  maxRooms: number;
}

const select = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: '1.5', bg: 'white', minW: '[6rem]' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const field = css({ display: 'grid', gap: '1' });
const warningBox = css({ p: '3', borderRadius: 'l3', bg: '[#fef3c7]', color: '[#78350f]' });
const errorBox = css({ p: '3', borderRadius: 'l3', bg: 'red.3', color: 'red.11' });

export function TourReserveForm({ packageId, departureId, seatsLeft, prices, bands, maxRooms }: Props) {
  const formatPrice = useMoney().format;
  const [rooms, setRooms] = useState<RoomAsk[]>([{ adults: 2, childrenAges: [] }]);
  const [shownTotal, setShownTotal] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'warning'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const problem = roomsProblem(rooms, bands, maxRooms) ?? seatsProblem(seatsLeft, seatsNeeded(rooms, bands));
  const quoted = rooms.map((room) => roomPrice(prices, room, bands));
  const total = shownTotal ?? quoted.reduce((n, q) => n + q.total, 0);

  const change = (i: number, next: RoomAsk) => {
    setShownTotal(null);
    setRooms((rs) => rs.map((x, j) => (j === i ? next : x)));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (problem) return;
    setSaving(true);
    setNotice(null);
    const res = await edgeJson<{ next: string }>('/api/basket/tour', { body: { packageId, departureId, rooms, shownTotal: total } });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSaving(false);
    if (res.code === 'price_changed' && typeof res.body?.['total'] === 'number') {
      setShownTotal(res.body['total'] as number);
      setNotice({ tone: 'warning', text: res.message });
      return;
    }
    setNotice({ tone: 'error', text: res.code === 'sold_out' ? `${res.message} ${r.chooseAnother}` : res.message || r.failed });
  }

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '4' })} data-testid="tour-reserve-form">
      {rooms.map((room, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a room here is its place in the list
          key={`room${i}`}
          className={css({
            bg: 'white',
            borderRadius: 'l3',
            borderWidth: '1px',
            borderColor: 'border.default',
            p: '3',
            display: 'grid',
            gap: '3',
          })}
          data-testid="tour-room"
        >
          <legend className={css({ fontWeight: 'bold', px: '1' })}>
            {r.room(persianNumber(i + 1))} — {tourTexts.roomTypes[quoted[i]!.roomType]}
          </legend>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
            <div className={field}>
              <label htmlFor={`room${i}-adults`} className={label}>
                {r.adults}
              </label>
              <select
                id={`room${i}-adults`}
                className={select}
                value={room.adults}
                onChange={(e) => change(i, { ...room, adults: Number(e.target.value) })}
              >
                {[1, 2, 3].map((n) => (
                  <option key={n} value={n}>
                    {persianNumber(n)}
                  </option>
                ))}
              </select>
            </div>
            <div className={field}>
              <label htmlFor={`room${i}-children`} className={label}>
                {r.children}
              </label>
              <select
                id={`room${i}-children`}
                className={select}
                value={room.childrenAges.length}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  change(i, { ...room, childrenAges: Array.from({ length: n }, (_, k) => room.childrenAges[k] ?? bands.noBedMaxAge + 1) });
                }}
              >
                {[0, 1, 2].map((n) => (
                  <option key={n} value={n}>
                    {persianNumber(n)}
                  </option>
                ))}
              </select>
            </div>
            {room.childrenAges.map((age, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a child here is their place in the room
              <div className={field} key={`age${k}`}>
                <label htmlFor={`room${i}-age${k}`} className={label}>
                  {r.childAge(persianNumber(k + 1))}
                </label>
                <select
                  id={`room${i}-age${k}`}
                  className={select}
                  value={age}
                  onChange={(e) =>
                    change(i, { ...room, childrenAges: room.childrenAges.map((a, j) => (j === k ? Number(e.target.value) : a)) })
                  }
                >
                  {Array.from({ length: bands.childMaxAge + 1 }, (_, a) => a)
                    .filter((a) => a !== 1)
                    .map((a) => (
                      <option key={a} value={a}>
                        {a <= bands.infantMaxAge ? r.infantAge : r.ageValue(persianNumber(a))}
                      </option>
                    ))}
                </select>
              </div>
            ))}
            {rooms.length > 1 ? (
              <button
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                onClick={() => {
                  setShownTotal(null);
                  setRooms((rs) => rs.filter((_, j) => j !== i));
                }}
              >
                {r.removeRoom}
              </button>
            ) : null}
          </div>
          <ul className={css({ fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '0.5' })}>
            {quoted[i]!.lines.map((l) => (
              <li key={l.band}>
                {persianNumber(l.count)} × {tourTexts.bands[l.band]}: {formatPrice(l.amount)}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {rooms.length < maxRooms ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={() => {
            setShownTotal(null);
            setRooms((rs) => [...rs, { adults: 1, childrenAges: [] }]);
          }}
        >
          {r.addRoom}
        </button>
      ) : null}
      <div className={css({ bg: 'white', borderRadius: 'l3', p: '3', display: 'grid', gap: '1' })}>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {r.total}: <span data-testid="tour-total">{formatPrice(total)}</span>
        </p>
        <CardCashback priceRial={total} />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{r.totalNote}</p>
      </div>
      {problem ? (
        <p role="alert" className={css({ color: 'red.11' })} data-testid="tour-rooms-problem">
          {problem}
        </p>
      ) : null}
      {notice ? (
        <p
          role="alert"
          data-testid={notice.tone === 'warning' ? 'tour-price-changed' : 'tour-reserve-error'}
          className={notice.tone === 'warning' ? warningBox : errorBox}
        >
          {notice.text}
        </p>
      ) : null}
      <button type="submit" className={button({ size: 'lg' })} disabled={saving || problem !== null} data-testid="tour-reserve-submit">
        {saving ? r.saving : r.submit}
      </button>
    </form>
  );
}
