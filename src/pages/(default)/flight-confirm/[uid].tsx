import type { PageProps } from 'waku/router';
import { Article } from '../../../components/content/Article';
import { SupportPhone } from '../../../components/content/SupportPhone';

export default async function FlightConfirmPage({ uid }: PageProps<'/flight-confirm/[uid]'>) {
  const page = {
    title: 'تأیید پرواز',
    description: 'تأیید نهایی پرواز پیش از پرداخت.',
    heading: 'تأیید اطلاعات پرواز',
    intro: 'پیش از پرداخت، نام مسافران، تاریخ و ساعت پرواز و قوانین استرداد را یک بار دیگر بررسی کنید. پس از پرداخت، بلیت صادر و پیامک می‌شود.',
    sections: [
      { heading: 'شناسهٔ رزرو', paragraphs: [`شناسهٔ این رزرو: ${uid}. این شناسه را هنگام تماس با پشتیبانی اعلام کنید.`] },
      { heading: 'پیش از پرداخت بررسی کنید', items: ['املای نام مسافران مطابق مدرک سفر', 'تاریخ و ساعت پرواز', 'بار مجاز و قوانین استرداد'] },
    ],
    noindex: true,
  };
  return <Article page={page} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
