/** A plan's coverage table and terms as its detail and its contracts print them (Persian; amounts in euros). */
import { insuranceModel } from '@/products/insurance/messages';
import type { PlanDef } from './plans';

export interface CoverageRowData {
  key: string;
  title: string;
  amount: number | null;
  note: string | null;
}

export function coverageTable(plan: PlanDef): CoverageRowData[] {
  const c = plan.coverage;
  return [
    { key: 'ceiling', title: 'سقف کل تعهدات', amount: c.ceiling, note: null },
    { key: 'medical', title: 'هزینه‌های پزشکی و بستری در بیمارستان', amount: c.medical, note: null },
    { key: 'evacuation', title: 'انتقال پزشکی اضطراری به ایران', amount: c.evacuation, note: null },
    { key: 'baggage', title: 'گم‌شدن چمدان', amount: c.baggage, note: 'به شرط گزارش به شرکت هواپیمایی' },
    { key: 'flightDelay', title: 'تأخیر پرواز بیش از ۶ ساعت', amount: c.flightDelay, note: null },
    {
      key: 'covid',
      title: 'هزینه‌های درمان کووید-۱۹',
      amount: c.covid.covered ? c.covid.amount : null,
      note: c.covid.covered ? null : 'تحت پوشش نیست',
    },
    { key: 'deductible', title: 'فرانشیز هر خسارت', amount: c.deductible, note: c.deductible === 0 ? 'بدون فرانشیز' : null },
    {
      key: 'sports',
      title: 'ورزش‌های پرخطر',
      amount: null,
      note: plan.sports.available ? `با ${plan.sports.surchargePercent} درصد اضافه‌نرخ` : 'تحت پوشش نیست',
    },
  ];
}

export function planTerms(plan: PlanDef): string[] {
  return [
    `محدودهٔ پوشش: ${insuranceModel.zones[plan.zone]}.`,
    `حداکثر مدت هر سفر ${plan.maxTripDays} روز و حداکثر سن بیمه‌شده در روز شروع سفر ${plan.maxAge} سال است.`,
    'بیمه‌نامه از روز شروع سفر تا پایان آن معتبر است و بیماری‌های پیشین را پوشش نمی‌دهد.',
    'لغو بیمه‌نامه تا پیش از تاریخ شروع اعتبار آن ممکن است و ۵ درصد حق بیمه به عنوان کارمزد کسر می‌شود.',
    'در صورت نیاز به خدمات، پیش از هر اقدامی با مرکز امداد بیمه‌گر تماس بگیرید.',
  ];
}
