'use client';
import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { css, cx } from '../../../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { button } from '../../../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { emptyGuest, validateCheckout, type CheckoutInput, type FieldErrors, type GuestInput } from '@/products/hotel/model/guests';
import { roomOrdinal } from '@/lib/rooms';
import { edgeJson } from '@/components/edge-client';
import { useSessionDraft } from '@/components/checkout/session-draft';
import { ContactFields } from '@/components/checkout/travellers/ContactFields';
import { TravellerFields } from '@/components/checkout/travellers/TravellerFields';
import type { TravellerField } from '@/lib/travellers';
import { formatNumber } from '@/lib/text';

/** The guests step's answer: the guests are in the basket, the review (the one checkout) is next. */
type GuestsSaved = { step: 'saved'; next: string };

/** The guest's inputs' ids (`r0g1-first`), as the hotel's tests name them. */
const HOTEL_IDS: Partial<Record<TravellerField, string>> = {
  fnameFa: 'first',
  fnameEn: 'first',
  lnameFa: 'last',
  lnameEn: 'last',
  isIranian: 'nat',
  nationalCode: 'code',
  passportNumber: 'passport',
};

/**
 * A change of the shared traveller fields as the guest's: one name pair in the script of the nationality (Persian
 * for an Iranian, Latin for a foreigner, src/lib/travellers.ts), its document by the nationality.
 */
function guestPatch(field: TravellerField, v: string | boolean): Partial<GuestInput> {
  if (field === 'fnameFa' || field === 'fnameEn') return { firstName: String(v) };
  if (field === 'lnameFa' || field === 'lnameEn') return { lastName: String(v) };
  if (field === 'isIranian') return { isIranian: v === true };
  if (field === 'gender') return { gender: v === 'FEMALE' ? 'FEMALE' : 'MALE' };
  if (field === 'nationalCode' || field === 'passportNumber') return { [field]: String(v) };
  return {};
}

const short = v.pipe(v.string(), v.maxLength(200));
/** A stored draft, checked before it is used: storage is input like any other (another version, another tab). */
const GuestDraft = v.object({
  rooms: v.array(
    v.array(
      v.object({
        firstName: short,
        lastName: short,
        gender: v.picklist(['MALE', 'FEMALE']),
        isIranian: v.boolean(),
        nationalCode: short,
        passportNumber: short,
      }),
    ),
  ),
  leader: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mobile: short,
  email: short,
});

/** The draft if it fits these rooms (same rooms, same guests per room), else null. */
function restoreDraft(raw: string | null, sizes: number[]): CheckoutInput | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const draft = v.safeParse(GuestDraft, parsed);
  if (!draft.success) return null;
  const d = draft.output;
  const fits = d.rooms.length === sizes.length && d.rooms.every((room, r) => room.length === sizes[r]) && d.leader < (sizes[0] ?? 0);
  return fits ? d : null;
}

/**
 * One guest form per room, the leader, contact phone and e-mail; then the shared review and payment. What is typed
 * is kept as a draft under `storageKey` (the basket and the package) across a reload or a back/forward visit.
 */
export function PassengersForm({
  rooms,
  storageKey,
  defaultMobile,
}: {
  rooms: { name: string; guests: number }[];
  storageKey: string;
  defaultMobile?: string;
}) {
  const sizes = useMemo(() => rooms.map((r) => Math.max(1, r.guests)), [rooms]);
  const [guests, setGuests] = useState<GuestInput[][]>(() => sizes.map((n) => Array.from({ length: n }, emptyGuest)));
  const [leader, setLeader] = useState(0);
  const [mobile, setMobile] = useState(defaultMobile ?? '');
  const [email, setEmail] = useState('');
  const typed = useMemo<CheckoutInput>(() => ({ rooms: guests, leader, mobile, email }), [guests, leader, mobile, email]);
  const onRestore = useCallback((d: CheckoutInput) => {
    setGuests(d.rooms);
    setLeader(d.leader);
    setMobile(d.mobile);
    setEmail(d.email);
  }, []);
  const restored = useSessionDraft(storageKey, typed, {
    serialize: JSON.stringify,
    restore: (raw) => restoreDraft(raw, sizes),
    onRestore,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [searchAgain, setSearchAgain] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const set = (r: number, g: number, patch: Partial<GuestInput>) =>
    setGuests((all) => all.map((room, ri) => (ri !== r ? room : room.map((x, gi) => (gi === g ? { ...x, ...patch } : x)))));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const input = typed;
    const checked = validateCheckout(input);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      setAlert('لطفاً خطاهای فرم را برطرف کنید');
      return;
    }
    setBusy(true);
    setAlert(null);
    const res = await edgeJson<GuestsSaved>('/api/checkout/hotel/travellers', { body: input });
    if (!res.ok) {
      setBusy(false);
      // No answer at all (the connection dropped): said so; the form keeps what was typed, one more press retries.
      // A refusal says why, field by field if it can.
      if (res.status === 0) {
        setAlert(messages.common.genericError);
        return;
      }
      if (res.body?.errors) setErrors(res.body.errors as FieldErrors);
      const redirect = typeof res.body?.redirect === 'string' && /^\/(?!\/)/.test(res.body.redirect) ? res.body.redirect : null;
      // No basket (search again), or its order is paid or being paid (to that order's result or review).
      if ((res.code === 'no_basket' || res.code === 'basket_closed') && redirect) window.location.assign(redirect);
      setAlert(res.message || messages.common.genericError);
      // The selection expired: the message stays, with the way back to the search.
      setSearchAgain(res.code === 'expired' ? redirect : null);
      return;
    }
    // Only our own pages: the answer names a path on this origin.
    setLeaving(true);
    window.location.assign(res.data.next.startsWith('/') && !res.data.next.startsWith('//') ? res.data.next : '/checkout/review');
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className={css({ display: 'grid', gap: '6' })}
      aria-busy={busy}
      data-draft={restored ? 'ready' : undefined}
    >
      {guests.map((room, r) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a room is its position (room 1, room 2); rooms never move
          key={r}
          className={cx(panel, css({ display: 'grid', gap: '4' }))}
        >
          <legend className={css({ fontWeight: 'bold', px: '2' })}>
            {roomOrdinal(r)}: {rooms[r]?.name}
          </legend>
          {room.map((g, i) => {
            const p = `r${r}g${i}`;
            const err = (f: string) => errors[`${p}.${f}`];
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a guest is its position in the room; guests never move
                key={i}
                className={css({
                  display: 'grid',
                  gap: '3',
                  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
                  borderBottomWidth: '1px',
                  borderColor: 'border.subtle',
                  pb: '4',
                })}
                data-guest={p}
              >
                <p className={css({ gridColumn: '1 / -1', fontWeight: 'medium' })}>مسافر {formatNumber(i + 1)}</p>
                <TravellerFields
                  id={(f) => `${p}-${HOTEL_IDS[f] ?? f}`}
                  value={{
                    isIranian: g.isIranian,
                    gender: g.gender,
                    fnameFa: g.firstName,
                    lnameFa: g.lastName,
                    fnameEn: g.firstName,
                    lnameEn: g.lastName,
                    nationalCode: g.nationalCode,
                    passportNumber: g.passportNumber,
                  }}
                  errors={{
                    fnameFa: err('firstName'),
                    fnameEn: err('firstName'),
                    lnameFa: err('lastName'),
                    lnameEn: err('lastName'),
                    nationalCode: err('nationalCode'),
                    passportNumber: err('passportNumber'),
                  }}
                  onChange={(field, v) => set(r, i, guestPatch(field, v))}
                  international={false}
                  ask={{ gender: true, nationality: 'choice-only', passportExpiry: false }}
                  nameAutoComplete={{ first: 'given-name', last: 'family-name' }}
                  nationalCodeErrorTestId="national-code-error"
                />
                {r === 0 ? (
                  <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <input type="radio" name="leader" checked={leader === i} onChange={() => setLeader(i)} />
                    سرپرست رزرو
                  </label>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      <fieldset className={cx(panel, css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }))}>
        <legend className={css({ fontWeight: 'bold', px: '2' })}>{messages.travellers.contact}</legend>
        <ContactFields
          ids={{ mobile: 'contact-mobile', email: 'contact-email' }}
          mobile={mobile}
          email={email}
          errors={{ mobile: errors['contact.mobile'], email: errors['contact.email'] }}
          onMobile={setMobile}
          onEmail={setEmail}
        />
      </fieldset>
      {alert ? (
        <p role="alert" className={css({ bg: 'red.3', color: 'red.11', p: '3', borderRadius: 'l2' })}>
          {alert}
          {searchAgain ? (
            <>
              {' '}
              <a href={searchAgain} className={css({ textDecoration: 'underline', fontWeight: 'bold' })}>
                {messages.checkout.searchAgain}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <button type="submit" className={button({ size: 'lg' })} disabled={busy || leaving}>
        {leaving ? 'در حال انتقال به بازبینی و پرداخت...' : 'تأیید و ادامهٔ خرید'}
      </button>
    </form>
  );
}
