import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { ClearPassengerDraft } from '@/components/checkout/ClearPassengerDraft';
import { PageMeta } from '@/components/layout/PageMeta';
import { toQuery } from '@/lib/query';
import { toPersianDigits } from '@/lib/text';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { checkoutProduct } from '@/server/checkout/products';
import { bookingApi } from '@/server/upstream/booking';
import { checkoutApi } from '@/server/upstream/checkout';
import { upstream } from '@/server/request-context';

// /checkout/{type}/result: where the payment page sends the traveller back ({type}: the product's id, its
// definition's resultPath). The query only says which order; its status is always read from the supplier (a crafted
// "status=success" in the URL proves nothing). A product with its own order result (its definition's orderResult)
// shows the order as the one checkout's checkorder answers it; any other (or a missing order) the generic page.
export default async function CheckoutResultPage({ type, query }: PageProps<'/checkout/[type]/result'>) {
  const q = toQuery(query ?? '');
  const factorId = Number(q['factorId']);
  const validId = Number.isSafeInteger(factorId) && factorId > 0;
  const product = checkoutProduct(CHECKOUT_PRODUCTS, type);
  if (product?.orderResult && validId) {
    const order = await checkoutApi(upstream())
      .order(factorId)
      .catch(() => null);
    if (order) {
      const OrderResult = await product.orderResult();
      return (
        <>
          <PageMeta title={order.paid ? 'پرداخت موفق' : 'نتیجهٔ پرداخت'} description="نتیجهٔ پرداخت سفارش" noindex />
          <OrderResult order={order} />
        </>
      );
    }
  }
  const status = validId
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
          <a href={product ? product.searchPath(null) : '/'} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            جستجوی دوباره
          </a>
        </p>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
