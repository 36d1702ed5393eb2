import { css } from '../../../styled-system/css';
import { toPersianDigits } from '@/lib/text';

/** The generic error page body: a code, a title, a message and a way home (spec 001 §2 "error page"). */
export function ErrorPanel({ code, title, message, retry = false }: { code: number; title: string; message: string; retry?: boolean }) {
  return (
    <section className={css({ textAlign: 'center', py: '16' })}>
      <p aria-hidden="true" className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'primary.default' })}>
        {toPersianDigits(String(code))}
      </p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', my: '4' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{message}</p>
      <p className={css({ display: 'flex', gap: '6', justifyContent: 'center' })}>
        {retry ? (
          <a href="/" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            تلاش دوباره
          </a>
        ) : null}
        <a href="/" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
          بازگشت به صفحهٔ اصلی
        </a>
      </p>
    </section>
  );
}
