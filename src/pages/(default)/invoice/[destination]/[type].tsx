import type { PageProps } from 'waku/router';
import { Article } from '../../../../components/content/Article';
import { SupportPhone } from '../../../../components/content/SupportPhone';
import { INVOICE_PRODUCTS } from '../../../../content/products';

function invoicePage(product: string | null, detail: string | null) {
  const what = product ?? 'سفارش';
  return {
    title: `صورت‌حساب ${what}`,
    description: `صورت‌حساب و رسید پرداخت ${what} در سفرنامه.`,
    heading: `صورت‌حساب ${what}`,
    intro: `صورت‌حساب ${what} پس از پرداخت صادر می‌شود و شامل شمارهٔ سفارش، مشخصات مسافران، مبلغ پرداختی به تومان و کد رهگیری بانک است. نسخهٔ کامل آن در «سفارش‌های من» در حساب کاربری قابل دریافت و چاپ است.`,
    sections: [
      ...(detail ? [{ heading: 'نوع صورت‌حساب', paragraphs: [detail] }] : []),
      { heading: 'اقلام صورت‌حساب', items: ['شمارهٔ سفارش و تاریخ صدور', 'مشخصات خریدار و مسافران', 'مبلغ کل، تخفیف و مبلغ پرداختی', 'کد رهگیری پرداخت'] },
    ],
    noindex: true,
  };
}

const productName = (key: string | undefined) =>
  key && Object.hasOwn(INVOICE_PRODUCTS, key) ? INVOICE_PRODUCTS[key as keyof typeof INVOICE_PRODUCTS] : null;

export default async function InvoiceTypePage({ destination, type }: PageProps<'/invoice/[destination]/[type]'>) {
  const product = productName(type) ?? productName(destination);
  return <Article page={invoicePage(product, `مقصد: ${destination}`)} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
