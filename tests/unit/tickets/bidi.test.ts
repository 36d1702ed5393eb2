import { describe, expect, it } from 'vitest';
import { bidiRuns, layoutReverses, mirrorBrackets } from '@/server/tickets/bidi';

const runs = (s: string) => bidiRuns(s).map((r) => `${r.rtl ? 'R' : 'L'}:${r.text}`);

describe('bidiRuns: the runs of a right-to-left line, in logical order', () => {
  it('keeps a Persian phrase one right-to-left run, spaces included', () => {
    expect(runs('علی رضایی')).toEqual(['R:علی رضایی']);
  });
  it('keeps Latin text with its inner spaces one left-to-right run', () => {
    expect(runs('نام ALI REZAEI')).toEqual(['R:نام ', 'L:ALI REZAEI']);
  });
  it('joins a number with its separators: dates, times, grouped amounts, phone numbers', () => {
    expect(runs('۲۹ آذر ۱۴۰۵، ساعت ۰۸:۳۰')).toEqual(['L:۲۹', 'R: آذر ', 'L:۱۴۰۵', 'R:، ساعت ', 'L:۰۸:۳۰']);
    expect(runs('۳٬۲۵۰٬۰۰۰ تومان')).toEqual(['L:۳٬۲۵۰٬۰۰۰', 'R: تومان']);
    expect(runs('پشتیبانی: ۰۲۱-۹۱۰۰۰۰۰۰')).toEqual(['R:پشتیبانی: ', 'L:۰۲۱-۹۱۰۰۰۰۰۰']);
  });
  it('makes a number after Latin part of the Latin run (W7): «IR 452»', () => {
    expect(runs('پرواز IR 452')).toEqual(['R:پرواز ', 'L:IR 452']);
  });
  it('gives brackets between Persian and Latin to the paragraph (right-to-left)', () => {
    expect(runs('تهران (THR) به مشهد')).toEqual(['R:تهران (', 'L:THR', 'R:) به مشهد']);
  });
  it('follows directional marks without drawing them, and keeps the zero-width non-joiner inside its word', () => {
    // formatNumber writes a negative as LRM + minus + digits, so the minus stays on the number's left.
    expect(runs('\u200e−۲٬۵۰۰')).toEqual(['L:−۲٬۵۰۰']);
    expect(runs('−۲٬۵۰۰')).toEqual(['R:−', 'L:۲٬۵۰۰']);
    expect(runs('تأمین‌کننده')).toEqual(['R:تأمین‌کننده']);
  });
});

describe('layoutReverses and mirrorBrackets', () => {
  it('tells when the font layout reverses a string (first letter or digit of the Arabic script)', () => {
    expect(layoutReverses('سلام')).toBe(true);
    expect(layoutReverses('۱۴۰۵')).toBe(true);
    expect(layoutReverses('(THR)')).toBe(false);
    expect(layoutReverses('1405')).toBe(false);
    expect(layoutReverses(' - ')).toBe(false);
  });
  it('mirrors paired brackets', () => {
    expect(mirrorBrackets('(a) «b» [c]')).toBe(')a( »b« ]c[');
  });
});
