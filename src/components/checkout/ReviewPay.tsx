'use client';
/**
 * The review's payment panel: the total, the counter/agent discount, a coupon (calculated upstream for the order),
 * the wallet/agency credit (all or part, never past the balance; the balance shown) with the rest through the bank
 * gateway, and a wallet top-up. One request at a time: a double click pays once (and the edge's attempt key makes a
 * second tab or a reload pay the same order). A changed price must be confirmed in a dialog; an expired or sold-out
 * trip goes back to search with its message.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CashbackNote } from '@/components/account/CashbackNote';
import { css, cx } from '../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { formatAmount, formatPrice, rialToToman } from '@/lib/money';
import { useMoney } from '@/components/money/MoneyProvider';
import { splitPayment, type CreditChoice } from '@/lib/payment-split';
import { formatNumber, joinParts, toLatinDigits } from '@/lib/text';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { CustomerPicker } from '../account/CustomerPicker';
import { edgeJson } from '../edge-client';
import { PriceChangeDialog } from './PriceChangeDialog';
import { rememberCustomer, rememberedCustomer } from './travellers/account-prefill';

const m = messages.payment;
const input = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', px: '3', py: '2', bg: 'white', minW: '0' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });

type Answer =
  | { step: 'quote'; order: CheckoutOrder; balance: number | null }
  | { step: 'pay'; paymentUrl: string; amount: number; order: CheckoutOrder }
  | { step: 'done'; resultUrl: string; order: CheckoutOrder }
  | { step: 'price-changed'; oldPrice: number; newPrice: number; order: CheckoutOrder };

export interface ReviewPayProps {
  /** The items' total as the basket holds it, rial. */
  gross: number;
  rolePercent: number;
  /** The part of the total the role discount applies to (payment-split.ts); default all of it. */
  roleDiscountBase?: number;
  /** The wallet/agency balance (rial) of a logged-in user; null for a guest. */
  balance: number | null;
  /** The viewer's cashback percent: «… تومان به کیف پول شما برمی‌گردد» on the payable; null = none. */
  cashbackPercent?: number | null;
  isLogin: boolean;
  /** Where "go back" leads when a changed price is refused: the booked product's search. */
  searchPath?: string;
  /** BUYFOROTHER: the traveller picks which of its customers the order is for (CustomerPicker). */
  buysForOthers?: boolean;
}

/** Toman typed with Latin or Persian digits and separators → rial; NaN when it is not a whole number. */
function tomanToRial(text: string): number {
  const digits = toLatinDigits(text).replace(/[,٬\s]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) * 10 : Number.NaN;
}

export function ReviewPay({
  gross,
  rolePercent,
  roleDiscountBase,
  balance,
  cashbackPercent = null,
  isLogin,
  searchPath = '/',
  buysForOthers = false,
}: ReviewPayProps) {
  const id = useId();
  const money = useMoney();
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [order, setOrder] = useState<CheckoutOrder | null>(null);
  const [wallet, setWallet] = useState(balance);
  const [creditMode, setCreditMode] = useState<'none' | 'max' | 'part'>('none');
  const [creditToman, setCreditToman] = useState('');
  const [alert, setAlert] = useState<{ text: string; redirect?: string } | null>(null);
  const [price, setPrice] = useState<{ oldPrice: number; newPrice: number } | null>(null);
  const [accepted, setAccepted] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [topup, setTopup] = useState('');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const sending = useRef(false);
  // Set once hydrated: before that a click or a checked radio would not reach React (tests and benches wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // BUYFOROTHER: the customer the basket is bought for (chosen at the travellers step, kept in the basket on the
  // server) is the review's «buying for», changeable here.
  // The traveller's own pick wins over that answer when it comes later (CI run 20: a customer picked right after the
  // page loaded was overwritten by the basket's «none», and the order was booked for the buyer).
  const picked = useRef(false);
  useEffect(() => {
    if (!buysForOthers) return;
    let live = true;
    void rememberedCustomer().then((id) => {
      if (live && !picked.current) setCustomerId(id);
    });
    return () => {
      live = false;
    };
  }, [buysForOthers]);

  const credit: CreditChoice = creditMode === 'none' ? 'none' : creditMode === 'max' ? 'max' : tomanToRial(creditToman) || 0;
  // Before the order exists the figures are the basket's; afterwards the supplier's (with the coupon it calculated).
  const split = order
    ? splitPayment({ gross: order.remaining + order.creditPaid, rolePercent: 0, couponDiscount: 0, balance: wallet ?? 0, credit })
    : splitPayment({ gross, rolePercent, roleDiscountBase, couponDiscount: 0, balance: wallet ?? 0, credit });
  const roleDiscount = order ? order.roleDiscount : split.roleDiscount;
  const payable = order ? order.payable : split.payable;

  async function send<T>(path: string, body: unknown): Promise<T | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    setAlert(null);
    const res = await edgeJson<T>(path, { body });
    sending.current = false;
    if (res.ok) return res.data;
    setBusy(false);
    const b = res.body ?? {};
    if (b.order) setOrder(b.order as CheckoutOrder);
    if (res.code === 'coupon_invalid' || res.code === 'coupon_expired') setCouponError(res.message);
    else if (res.code !== 'network') {
      const redirect = typeof b.redirect === 'string' && b.redirect.startsWith('/') ? b.redirect : undefined;
      setAlert({ text: res.message || messages.common.genericError, ...(redirect ? { redirect } : {}) });
    }
    return null;
  }

  function settle(a: Answer) {
    setOrder(a.order);
    if (a.step === 'pay') return window.location.assign(a.paymentUrl);
    if (a.step === 'done') return window.location.assign(a.resultUrl);
    setBusy(false);
    if (a.step === 'price-changed') setPrice({ oldPrice: a.oldPrice, newPrice: a.newPrice });
    if (a.step === 'quote') setWallet(a.balance);
  }

  async function applyCoupon() {
    setCouponError(null);
    const a = await send<Answer>('/api/checkout/quote', { coupon: coupon.trim() || null, acceptedPrice: accepted });
    if (a) settle(a);
  }

  async function pay(acceptedPrice = accepted) {
    if (creditMode === 'part' && !(tomanToRial(creditToman) > 0)) return setAlert({ text: m.creditRefused });
    const a = await send<Answer>('/api/checkout/pay', {
      coupon: coupon.trim() || null,
      acceptedPrice,
      credit,
      ...(buysForOthers ? { customerId } : {}),
    });
    if (a) settle(a);
  }

  async function topUp() {
    const amount = tomanToRial(topup);
    if (!(amount >= 10_000 && amount <= 1_000_000_000)) return setAlert({ text: m.topupInvalid });
    const a = await send<{ paymentUrl: string }>('/api/checkout/topup', { amount });
    if (a) window.location.assign(a.paymentUrl);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="review-pay"
      data-ready={ready ? 'true' : undefined}
      className={cx(panel, css({ display: 'grid', gap: '4' }))}
    >
      <h2 id={`${id}-title`} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {m.payable}
      </h2>
      {buysForOthers ? (
        <CustomerPicker
          value={customerId}
          onChange={(next) => {
            picked.current = true;
            setCustomerId(next);
            void rememberCustomer(next);
          }}
        />
      ) : null}
      <dl className={css({ display: 'grid', gap: '2' })}>
        <div className={row}>
          <dt>{m.total}</dt>
          <dd data-testid="review-total">
            {formatPrice(order?.grossPrice ?? gross, 'IRR')}
            <Converted rial={order?.grossPrice ?? gross} testId="review-total-converted" />
          </dd>
        </div>
        {roleDiscount > 0 ? (
          <div className={row}>
            <dt>{m.roleDiscount(formatNumber(rolePercent))}</dt>
            <dd data-testid="review-role-discount">−{formatPrice(roleDiscount, 'IRR')}</dd>
          </div>
        ) : null}
        {order && order.couponDiscount > 0 ? (
          <div className={row}>
            <dt>{m.couponDiscount}</dt>
            <dd data-testid="review-coupon-discount">−{formatPrice(order.couponDiscount, 'IRR')}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className={css({ fontWeight: 'bold' })}>{m.payable}</dt>
          <dd className={css({ fontWeight: 'bold' })} data-testid="review-payable">
            {formatPrice(payable, 'IRR')}
            <Converted rial={payable} testId="review-payable-converted" />
          </dd>
        </div>
      </dl>
      {money.isToman ? null : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="review-paid-in-rial">
          {m.paidInRial}
        </p>
      )}
      <CashbackNote priceRial={payable} percent={cashbackPercent} />

      <div className={css({ display: 'grid', gap: '1' })}>
        <label htmlFor={`${id}-coupon`}>{m.coupon}</label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            id={`${id}-coupon`}
            className={input}
            value={coupon}
            dir="ltr"
            autoComplete="off"
            maxLength={32}
            aria-invalid={couponError ? true : undefined}
            aria-describedby={couponError ? `${id}-coupon-error` : undefined}
            onChange={(e) => setCoupon(e.target.value)}
            data-testid="coupon-input"
          />
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void applyCoupon()}
            disabled={busy}
            data-testid="coupon-apply"
          >
            {m.couponApply}
          </button>
        </div>
        {couponError ? (
          <p id={`${id}-coupon-error`} role="alert" className={css({ color: 'red.11', fontSize: 'sm' })} data-testid="coupon-error">
            {couponError}
          </p>
        ) : null}
      </div>

      {isLogin && wallet !== null ? (
        <fieldset className={css({ display: 'grid', gap: '2' })}>
          <legend className={css({ fontWeight: 'bold', mb: '1' })}>{m.useCredit}</legend>
          <p data-testid="wallet-balance">
            {m.balance}: {formatPrice(wallet, 'IRR')}
          </p>
          {(['none', 'max', 'part'] as const).map((mode) => (
            <label key={mode} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="radio"
                name={`${id}-credit`}
                checked={creditMode === mode}
                onChange={() => setCreditMode(mode)}
                data-testid={`credit-${mode}`}
              />
              {mode === 'none'
                ? m.gatewayPart
                : mode === 'max'
                  ? `${m.creditPart} (${formatAmount(rialToToman(Math.min(wallet, payable)))} تومان)`
                  : m.creditPartAmount}
            </label>
          ))}
          {creditMode === 'part' ? (
            <label className={css({ display: 'grid', gap: '1' })}>
              {m.creditAmountLabel}
              <input
                className={input}
                inputMode="numeric"
                dir="ltr"
                value={creditToman}
                onChange={(e) => setCreditToman(e.target.value)}
                data-testid="credit-amount"
              />
            </label>
          ) : null}
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="pay-split">
            {joinParts(`${m.creditPart}: ${formatPrice(split.credit, 'IRR')}`, `${m.gatewayPart}: ${formatPrice(split.gateway, 'IRR')}`)}
          </p>
        </fieldset>
      ) : null}

      {alert ? (
        <div role="alert" data-testid="pay-alert" className={css({ color: 'red.11', fontWeight: 'bold', display: 'grid', gap: '2' })}>
          <p>{alert.text}</p>
          {alert.redirect ? (
            <a href={alert.redirect} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
              {messages.results.searchAgain}
            </a>
          ) : null}
        </div>
      ) : null}

      <button
        type="button"
        className={button({ size: 'lg' })}
        onClick={() => void pay()}
        disabled={busy}
        aria-busy={busy}
        data-testid="pay-button"
      >
        {busy ? m.paying : m.payButton}
      </button>

      {isLogin ? (
        <details>
          <summary className={css({ cursor: 'pointer' })}>{m.topup}</summary>
          <div className={css({ display: 'flex', gap: '2', mt: '2', alignItems: 'end' })}>
            <label className={css({ display: 'grid', gap: '1', flex: '1' })}>
              {m.topupAmount}
              <input
                className={input}
                inputMode="numeric"
                dir="ltr"
                value={topup}
                onChange={(e) => setTopup(e.target.value)}
                data-testid="topup-amount"
              />
            </label>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => void topUp()}
              disabled={busy}
              data-testid="topup-button"
            >
              {m.topupButton}
            </button>
          </div>
        </details>
      ) : null}

      <PriceChangeDialog
        change={price}
        onDismiss={() => setPrice(null)}
        backHref={searchPath}
        onAccept={(newPrice) => {
          setAccepted(newPrice);
          setPrice(null);
          void pay(newPrice);
        }}
      />
    </section>
  );
}

/**
 * A rial amount in the viewer's chosen currency, beside the toman figure paid (spec 001 §1: prices in the chosen
 * currency; the payment itself stays in rial). Nothing for a toman viewer.
 */
function Converted({ rial, testId }: { rial: number; testId: string }) {
  const money = useMoney();
  if (money.isToman) return null;
  return (
    <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })} data-testid={testId}>
      {m.converted(money.format(rial))}
    </span>
  );
}
