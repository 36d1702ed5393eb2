/** The sandbox payment page: Persian, RTL, two buttons, no script. */
import { escapeXml } from './svg';

const STYLE =
  'body{font-family:Vazirmatn,Tahoma,sans-serif;background:#f5f5f4;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}' +
  'main{background:#fff;border-radius:16px;box-shadow:0 4px 24px #0001;padding:32px;max-width:420px;width:90%}' +
  'h1{font-size:1.3rem;margin:0 0 8px}p{color:#444;line-height:1.9}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}' +
  'dt{color:#777}dd{margin:0;font-weight:600}.row{display:flex;gap:12px;margin-top:24px}' +
  'button{flex:1;font:inherit;padding:12px;border-radius:10px;border:0;cursor:pointer}' +
  '.pay{background:#db2777;color:#fff}.cancel{background:#e7e5e4;color:#222}.note{font-size:.8rem;color:#999;margin-top:16px}' +
  '.back{display:inline-block;margin-top:16px;color:#9d174d;font-weight:600}';

function page(title: string, body: string): string {
  return (
    `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeXml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

export function formatToman(rial: number): string {
  return `${new Intl.NumberFormat('fa-IR').format(Math.round(rial / 10))} تومان`;
}

export function payPage(p: { officialFactorId: string; amount: number; kind: 'order' | 'topup' }): string {
  return page(
    'درگاه پرداخت آزمایشی',
    `<h1>درگاه پرداخت آزمایشی</h1><p>این صفحه درگاه بانکی را شبیه‌سازی می‌کند؛ هیچ پولی جابه‌جا نمی‌شود.</p>` +
      `<dl><dt>${p.kind === 'topup' ? 'شناسه افزایش اعتبار' : 'شماره سفارش'}</dt><dd>${escapeXml(p.officialFactorId)}</dd>` +
      `<dt>مبلغ</dt><dd>${formatToman(p.amount)}</dd></dl>` +
      `<form method="post"><div class="row"><button class="pay" type="submit" name="action" value="pay">پرداخت</button>` +
      `<button class="cancel" type="submit" name="action" value="cancel">انصراف</button></div></form>` +
      `<p class="note">پس از انتخاب، به سایت فروشنده بازگردانده می‌شوید.</p>`,
  );
}

/** A page without a pay button; `back`: a link back to the seller's site (its result page for this payment). */
export function messagePage(title: string, text: string, back?: string): string {
  const link = back ? `<a class="back" href="${escapeXml(back)}" data-testid="gateway-back">بازگشت به سایت فروشنده</a>` : '';
  return page(title, `<h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p>${link}`);
}
