import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { ClearPassengerDraft } from '@/components/checkout/ClearPassengerDraft';
import { FlightOrderResult } from '@/products/flight/components/FlightOrderResult';
import { PageMeta } from '@/components/layout/PageMeta';
import { toQuery } from '@/lib/query';
import { toPersianDigits } from '@/lib/text';
import { bookingApi } from '@/server/upstream/booking';
import { checkoutApi } from '@/server/upstream/checkout';
import { upstream } from '@/server/request-context';

// /checkout/{type}/result: where the payment page sends the traveller back. The query only says which order; its
// status is always read from the supplier (a crafted "status=success" in the URL proves nothing).
export default async function CheckoutResultPage({ type, query }: PageProps<'/checkout/[type]/result'>) {
  const q = toQuery(query ?? '');
  const factorId = Number(q['factorId']);
  if (type === 'flight') {
    // The flight's order with its tickets (the one checkout's checkorder); a missing order shows the generic page.
    const order =
      Number.isSafeInteger(factorId) && factorId > 0
        ? await checkoutApi(upstream())
            .order(factorId)
            .catch(() => null)
        : null;
    if (order)
      return (
        <>
          <PageMeta title={order.paid ? 'پرداخت موفق' : 'نتیجهٔ پرداخت'} description="نتیجهٔ پرداخت سفارش" noindex />
          <FlightOrderResult order={order} />
        </>
      );
  }
  const status =
    Number.isSafeInteger(factorId) && factorId > 0
      ? await bookingApi(upstream())
          .factorStatus(factorId)
          .catch(() => null)
      : null;
  const paid = status?.paid === true;
  return (
    <>
      <PageMeta title={paid ? 'پرداخت موفق' : 'نتیجهٔ پرداخت'} description="نتیجهٔ پرداخت سفارش" noindex />
      <section
        className={css({ maxW: '[640px]', mx: 'auto', textAlign: 'center', py: '10', display: 'grid', gap: '4' })}
        data-testid="payment-result"
        data-paid={paid ? '1' : '0'}
      >
        {paid ? <ClearPassengerDraft /> : null}
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: paid ? '[#18794e]' : 'red.11' })}>
          {paid ? 'پرداخت با موفقیت انجام شد' : 'پرداخت انجام نشد'}
        </h1>
        {status ? (
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: '2',
              textAlign: 'start',
              bg: 'white',
              p: '4',
              borderRadius: 'l3',
            })}
          >
            <dt>شمارهٔ سفارش</dt>
            <dd data-testid="order-number">{toPersianDigits(q['officialFactorId'] ?? String(status.factorId))}</dd>
            <dt>وضعیت</dt>
            <dd>{status.statusText}</dd>
            {q['trackingCode'] ? (
              <>
                <dt>کد پیگیری</dt>
                <dd>{toPersianDigits(q['trackingCode'])}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>سفارش شما یافت نشد؛ در صورت کسر وجه، مبلغ تا ۷۲ ساعت به حساب شما بازمی‌گردد.</p>
        )}
        <p className={css({ display: 'flex', gap: '4', justifyContent: 'center' })}>
          <a href="/dashboard/orders" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            سفارش‌های من
          </a>
          <a href="/track-order" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            پیگیری سفارش
          </a>
          <a href={type === 'hotel' ? '/hotel' : '/'} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            جستجوی دوباره
          </a>
        </p>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
