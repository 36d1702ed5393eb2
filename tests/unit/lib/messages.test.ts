import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '@/lib/constants';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { toPersianDigits } from '@/lib/text';

/** A sample argument that works as a number (3) and, as text, is already Persian («۳»). */
const sample = (n: number) => ({ valueOf: () => n, toString: () => String.fromCharCode(0x06f0 + n) });

/** Every string in the tree, functions called with sample arguments. */
function allTexts(node: unknown, path = 'messages'): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    const args = Array.from({ length: node.length }, (_, i) => sample(i === 0 ? 3 : 5));
    return allTexts(node(...args), `${path}()`);
  }
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => allTexts(value, `${path}.${key}`));
  }
  return [];
}

/** Every product's own texts (src/products/<id>/messages.ts), found by path: a new product's are checked too. */
const productMessages = import.meta.glob<Record<string, unknown>>('/src/products/*/messages.ts', { eager: true });

const texts = [
  ...allTexts(messages),
  ...Object.entries(productMessages).flatMap(([file, mod]) => allTexts(mod, file.split('/')[3]!)),
].filter(([path]) => !path.endsWith('noBasketIdLog'));

describe('messages', () => {
  it("has many texts, every product's among them", () => {
    expect(texts.length).toBeGreaterThan(800);
    expect(Object.keys(productMessages).length).toBeGreaterThanOrEqual(7);
    for (const file of Object.keys(productMessages)) expect(texts.some(([path]) => path.startsWith(`${file.split('/')[3]}.`))).toBe(true);
  });

  it.each(texts)('%s is Persian with ی/ک only and Persian digits', (_path, text) => {
    expect(text).not.toMatch(/[\u064A\u0643\u0649]/);
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/ {2}/);
    // A half-space is never next to a space.
    expect(text).not.toMatch(/ \u200C|\u200C /);
  });

  it('uses ZWNJ where Persian joins prefixes and suffixes', () => {
    const joined = texts.map(([, t]) => t).join('\n');
    // «می» as a verb prefix, «ها» / «ترین» as suffixes must not be written with a space.
    expect(joined).not.toMatch(/(^|[\s«])(ن?می) [\u0600-\u06FF]/m);
    expect(joined).not.toMatch(/[\u0600-\u06FF] (ها|های|ترین)([\s».!؛،]|$)/m);
    expect(messages.lead.success).toContain('به\u200cزودی');
    expect(hotelMessages.hotelSearch.showOnMap).toContain('هتل\u200cها');
    expect(messages.rooms.maxChildren).toContain('نمی\u200cتواند');
    expect(messages.location.noResult).toBe('نتیجه\u200cای یافت نشد!');
  });

  it('has the spec glosses', () => {
    expect(messages.location.searching).toBe('در حال جستجو...');
    expect(messages.location.searchPhrase).toBe('عبارتی را جستجو کنید');
    expect(messages.lead.required).toBe('این فیلد الزامی است.');
    expect(messages.lead.invalidMobile.endsWith('.')).toBe(true);
    expect(hotelMessages.hotelSearch.selectDestination.endsWith('!')).toBe(true);
    expect(hotelMessages.hotelSearch.selectCheckIn.endsWith('!')).toBe(true);
    expect(hotelMessages.hotelSearch.selectCheckOut.endsWith('!')).toBe(true);
    expect(Object.keys(messages.errorPage.byStatus).map(Number)).toEqual([401, 403, 404, 410, 500, 503]);
    expect(messages.rooms.ordinals).toEqual(['اتاق اول', 'اتاق دوم', 'اتاق سوم', 'اتاق چهارم']);
  });

  it('formats numbers in parameterised texts', () => {
    expect(messages.rooms.summary(2, 5)).toBe('۲ اتاق برای ۵ نفر');
    expect(hotelMessages.hotelSearch.resultsCount(10, 245)).toBe('۱۰ هتل از ۲۴۵');
    expect(hotelMessages.hotelSearch.foundSoFar(37)).toContain('۳۷');
    expect(messages.cashback.backToWallet('۱۲٬۰۰۰')).toBe('۱۲٬۰۰۰ تومان به کیف پول شما برمی\u200cگردد');
  });

  it('shows the support phone in Persian digits where support is to be called', () => {
    const phone = toPersianDigits(SUPPORT_PHONE);
    expect(hotelMessages.hotelSearch.noHotels).toContain(phone);
    expect(hotelMessages.packages.noPackages).toContain(phone);
    expect(hotelMessages.cancellation.noData).toContain(phone);
  });

  it('keeps the log line in English', () => {
    expect(messages.basket.noBasketIdLog).toBe('no basket id found');
  });
});
