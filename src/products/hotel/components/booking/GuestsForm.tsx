'use client';
import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { css, cx } from '../../../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { button } from '../../../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { emptyGuest, validateCheckout, type CheckoutInput, type FieldErrors, type GuestInput } from '@/products/hotel/model/guests';
import { roomOrdinal } from '@/lib/rooms';
import { edgeJson } from '@/components/edge-client';
import { useSessionDraft } from '@/components/checkout/session-draft';
import { formatNumber } from '@/lib/text';

/** The guests step's answer: the guests are in the basket, the review (the one checkout) is next. */
type GuestsSaved = { step: 'saved'; next: string };

const field = css({ display: 'grid', gap: '1' });
const input = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', px: '3', py: '2', bg: 'white' });
const errorText = css({ color: 'red.11', fontSize: 'sm' });

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
      if (res.code === 'no_basket' && redirect) window.location.assign(redirect);
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
            const id = (f: string) => `${p}-${f}`;
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
                <div className={field}>
                  <label htmlFor={id('first')}>نام</label>
                  <input
                    id={id('first')}
                    className={input}
                    value={g.firstName}
                    onChange={(e) => set(r, i, { firstName: e.target.value })}
                    aria-invalid={!!err('firstName')}
                    aria-describedby={err('firstName') ? id('first-err') : undefined}
                    autoComplete="given-name"
                  />
                  {err('firstName') ? (
                    <span id={id('first-err')} className={errorText}>
                      {err('firstName')}
                    </span>
                  ) : null}
                </div>
                <div className={field}>
                  <label htmlFor={id('last')}>نام خانوادگی</label>
                  <input
                    id={id('last')}
                    className={input}
                    value={g.lastName}
                    onChange={(e) => set(r, i, { lastName: e.target.value })}
                    aria-invalid={!!err('lastName')}
                    aria-describedby={err('lastName') ? id('last-err') : undefined}
                    autoComplete="family-name"
                  />
                  {err('lastName') ? (
                    <span id={id('last-err')} className={errorText}>
                      {err('lastName')}
                    </span>
                  ) : null}
                </div>
                <div className={field}>
                  <label htmlFor={id('gender')}>جنسیت</label>
                  <select
                    id={id('gender')}
                    className={input}
                    value={g.gender}
                    onChange={(e) => set(r, i, { gender: e.target.value === 'FEMALE' ? 'FEMALE' : 'MALE' })}
                  >
                    <option value="MALE">مرد</option>
                    <option value="FEMALE">زن</option>
                  </select>
                </div>
                <div className={field}>
                  <label htmlFor={id('nat')}>ملیت</label>
                  <select
                    id={id('nat')}
                    className={input}
                    value={g.isIranian ? 'IR' : 'OTHER'}
                    onChange={(e) => set(r, i, { isIranian: e.target.value === 'IR' })}
                  >
                    <option value="IR">ایرانی</option>
                    <option value="OTHER">غیرایرانی</option>
                  </select>
                </div>
                {g.isIranian ? (
                  <div className={field}>
                    <label htmlFor={id('code')}>کد ملی</label>
                    <input
                      id={id('code')}
                      className={input}
                      inputMode="numeric"
                      dir="ltr"
                      value={g.nationalCode}
                      onChange={(e) => set(r, i, { nationalCode: e.target.value })}
                      aria-invalid={!!err('nationalCode')}
                      aria-describedby={err('nationalCode') ? id('code-err') : undefined}
                    />
                    {err('nationalCode') ? (
                      <span id={id('code-err')} className={errorText} data-testid="national-code-error">
                        {err('nationalCode')}
                      </span>
                    ) : null}
                  </div>
                ) : (
                  <div className={field}>
                    <label htmlFor={id('passport')}>شمارهٔ گذرنامه</label>
                    <input
                      id={id('passport')}
                      className={input}
                      dir="ltr"
                      value={g.passportNumber}
                      onChange={(e) => set(r, i, { passportNumber: e.target.value })}
                      aria-invalid={!!err('passportNumber')}
                      aria-describedby={err('passportNumber') ? id('passport-err') : undefined}
                    />
                    {err('passportNumber') ? (
                      <span id={id('passport-err')} className={errorText}>
                        {err('passportNumber')}
                      </span>
                    ) : null}
                  </div>
                )}
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
        <legend className={css({ fontWeight: 'bold', px: '2' })}>اطلاعات تماس</legend>
        <div className={field}>
          <label htmlFor="contact-mobile">شمارهٔ موبایل</label>
          <input
            id="contact-mobile"
            className={input}
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            placeholder={messages.common.mobilePlaceholder}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            aria-invalid={!!errors['contact.mobile']}
            aria-describedby={errors['contact.mobile'] ? 'contact-mobile-err' : undefined}
          />
          {errors['contact.mobile'] ? (
            <span id="contact-mobile-err" className={errorText}>
              {errors['contact.mobile']}
            </span>
          ) : null}
        </div>
        <div className={field}>
          <label htmlFor="contact-email">{hotelMessages.hotelJourney.emailOptional}</label>
          <input
            id="contact-email"
            className={input}
            type="email"
            dir="ltr"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!errors['contact.email']}
            aria-describedby={errors['contact.email'] ? 'contact-email-err' : undefined}
          />
          {errors['contact.email'] ? (
            <span id="contact-email-err" className={errorText}>
              {errors['contact.email']}
            </span>
          ) : null}
        </div>
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
