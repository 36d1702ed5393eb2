/** Order pages: flight confirmation and invoices. Built per request from the route parameters. */
import type { ContentPage } from './types';

export const INVOICE_PRODUCTS = {
  attraction: 'بلیت جاذبه',
  cip: 'خدمات CIP',
  insurance: 'بیمهٔ مسافرتی',
  package: 'پکیج سفر',
  hotel: 'هتل',
  flight: 'بلیت هواپیما',
} as const;

/** The Persian product of an invoice path segment, or null. */
export function invoiceProduct(key: string | undefined): string | null {
  return key && Object.hasOwn(INVOICE_PRODUCTS, key) ? INVOICE_PRODUCTS[key as keyof typeof INVOICE_PRODUCTS] : null;
}

export function invoicePage(product: string | null, detail: string | null): ContentPage {
  const what = product ?? 'سفارش';
  return {
    title: `صورت‌حساب ${what}`,
    description: `صورت‌حساب و رسید پرداخت ${what} در سفرنامه.`,
    heading: `صورت‌حساب ${what}`,
    intro: `صورت‌حساب ${what} پس از پرداخت صادر می‌شود و شامل شمارهٔ سفارش، مشخصات مسافران، مبلغ پرداختی به تومان و کد رهگیری بانک است. نسخهٔ کامل آن در «سفارش‌های من» در حساب کاربری قابل دریافت و چاپ است.`,
    sections: [
      ...(detail ? [{ heading: 'مقصد سفر', paragraphs: [detail] }] : []),
      {
        heading: 'اقلام صورت‌حساب',
        items: ['شمارهٔ سفارش و تاریخ صدور', 'مشخصات خریدار و مسافران', 'مبلغ کل، تخفیف و مبلغ پرداختی', 'کد رهگیری پرداخت'],
      },
    ],
    noindex: true,
  };
}

export function flightConfirmPage(uid: string): ContentPage {
  return {
    title: 'تأیید پرواز',
    description: 'تأیید نهایی پرواز پیش از پرداخت.',
    heading: 'تأیید اطلاعات پرواز',
    intro:
      'پیش از پرداخت، نام مسافران، تاریخ و ساعت پرواز و قوانین استرداد را یک بار دیگر بررسی کنید. پس از پرداخت، بلیت صادر و پیامک می‌شود.',
    sections: [
      { heading: 'شناسهٔ رزرو', paragraphs: [`شناسهٔ این رزرو: ${uid}. این شناسه را هنگام تماس با پشتیبانی اعلام کنید.`] },
      {
        heading: 'پیش از پرداخت بررسی کنید',
        items: ['املای نام مسافران مطابق مدرک سفر', 'تاریخ و ساعت پرواز', 'بار مجاز و قوانین استرداد'],
      },
    ],
    noindex: true,
  };
}
