import { css } from '../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';

export default async function NotFoundPage() {
  return (
    <>
      <PageMeta title="صفحه پیدا نشد" description="صفحه‌ای که به دنبال آن هستید در دسترس نیست." noindex />
      <section className={css({ textAlign: 'center', py: '16' })}>
        <p className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'primary.default' })}>۴۰۴</p>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', my: '4' })}>این صفحه پیدا نشد</h1>
        <p className={css({ color: 'fg.muted', mb: '6' })}>صفحه‌ای که درخواست کرده‌اید در دسترس نیست.</p>
        <a href="/" className={css({ color: 'primary.default', textDecoration: 'underline' })}>
          بازگشت به صفحه اصلی
        </a>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
