import { css } from '../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { SearchTabs } from '@/components/layout/SearchTabs';

export default async function HomePage() {
  return (
    <>
      <PageMeta
        title="خرید بلیط هواپیما، رزرو هتل و تور"
        description="رزرو آنلاین هتل‌های داخلی و خارجی، بلیط هواپیما، تور، بیمه مسافرتی و خدمات فرودگاهی با پشتیبانی ۲۴ ساعته."
      />
      {/* The hidden heading for search engines (spec 001 §2). */}
      <h1 className={css({ srOnly: true })}>سفرنامه؛ خرید آنلاین بلیط هواپیما، رزرو هتل و تور</h1>
      <SearchTabs />
      <section className={css({ py: '10' })}>
        <p className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '3' })}>سفر بعدی‌تان را همین‌جا بسازید</p>
        <p className={css({ color: 'fg.muted', mb: '6' })}>هتل، پرواز، تور و پرواز به‌همراه هتل؛ با قیمت به تومان و تقویم شمسی.</p>
        <a
          href="/hotel/ir-kish/search"
          className={css({ display: 'inline-block', bg: 'primary.default', color: 'primary.fg', px: '5', py: '3', borderRadius: 'l2' })}
        >
          جستجوی هتل‌های کیش
        </a>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
