import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { SupportPhone } from '@/components/content/SupportPhone';
import { toQuery } from '@/lib/query';
import { toPersianDigits } from '@/lib/text';

/** Payment result: reads status, factorId, officialFactorId and trackingCode from the query. */
export default async function CheckoutResultPage(props: PageProps<'/checkout/result'>) {
  const query = toQuery(props.query ?? '');
  // This URL names no product (`/checkout/{type}/result` does): the order is just "the order".
  const product = 'سفارش';
  const ok = query['status'] === 'success';
  const heading = ok ? `پرداخت ${product} با موفقیت انجام شد` : `پرداخت ${product} ناموفق بود`;
  const rows = [
    ['شمارهٔ سفارش', query['officialFactorId'] ?? query['factorId']],
    ['کد رهگیری', query['trackingCode']],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  return (
    <>
      <PageMeta title={heading} description="نتیجهٔ پرداخت سفارش" noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3', color: ok ? 'fg.default' : 'fg.error' })}>{heading}</h1>
      <p className={css({ mb: '4', lineHeight: 'relaxed' })}>
        {ok
          ? 'رسید و واچر سفارش به شمارهٔ موبایل شما پیامک می‌شود و در «سفارش‌های من» در دسترس است.'
          : 'مبلغی از حساب شما کسر نشده است؛ اگر کسر شده باشد، حداکثر ظرف ۷۲ ساعت به حساب شما بازمی‌گردد. می‌توانید دوباره تلاش کنید.'}
      </p>
      {rows.length > 0 ? (
        <dl className={css({ display: 'grid', gridTemplateColumns: '[auto 1fr]', gap: '2', mb: '4' })}>
          {rows.map(([label, value]) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt className={css({ color: 'fg.muted' })}>{label}</dt>
              <dd dir="ltr" className={css({ fontWeight: 'bold', textAlign: 'end' })}>
                {toPersianDigits(value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>
        <a href="/track-order">پیگیری سفارش</a>
      </p>
      <SupportPhone />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
