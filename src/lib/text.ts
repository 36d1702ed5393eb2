/** Persian text helpers: letter and digit normalisation, whitespace, search keys and slugs. */

/** Which digits a formatter writes. */
export type Digits = 'fa' | 'latn';

const PERSIAN_ZERO = 0x06f0;
// Persian (U+06F0–06F9) and Arabic-Indic (U+0660–0669) digits both end in their value's low nibble.
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;
const LATIN_DIGIT = /[0-9]/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;

/** ۱۲۳ and ١٢٣ → 123. Everything else is left as is. */
export function toLatinDigits(input: string): string {
  return input.replace(NON_LATIN_DIGIT, (d) => String(d.charCodeAt(0) & 0xf));
}

/** 123 (and Arabic-Indic ١٢٣) → ۱۲۳. */
export function toPersianDigits(input: string | number): string {
  return String(input)
    .replace(LATIN_DIGIT, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)))
    .replace(ARABIC_INDIC_DIGIT, (d) => String.fromCharCode(PERSIAN_ZERO + (d.charCodeAt(0) & 0xf)));
}

/**
 * A supplier's Persian prose as the page shows it: Persian digits, and a decimal point between digits as the Persian
 * decimal separator («1.5 ساعت» → «۱٫۵ ساعت»); times and ranges keep their colons and dashes. Latin words stay.
 */
export function persianProse(text: string): string {
  return toPersianDigits(text.replace(/(\d)\.(?=\d)/g, '$1٫'));
}

export interface NumberFormatOptions {
  /** Default 'fa'. */
  digits?: Digits;
  /** Thousands groups (default true); false for years and codes («۱۴۰۵»). */
  grouping?: boolean;
  /** Default 2. */
  maxFraction?: number;
}

// Pure: a module that imports this file for its text helpers (the results workers) drops the cache with the formatter.
const numberFormats = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();

/**
 * The one formatter of every number shown: `Intl.NumberFormat('fa-IR')`, so a rating reads «۳٫۴» with the Persian
 * decimal separator, thousands «۱٬۲۵۰٬۰۰۰» and a negative the proper minus «‎−۲٬۵۰۰» (U+2212 after a mark that keeps
 * it on the number's left in right-to-left text). Latin digits follow en-US. Formatters are made once per option set
 * (making one costs more than formatting).
 */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const { digits = 'fa', grouping = true, maxFraction = 2 } = options;
  // Numbers are written here, exactly as Intl writes them (unit tests compare the two): the first fa-IR formatter
  // loads ICU's locale data, ~70 ms of main thread on a phone, in the middle of hydration (the results page's ratings
  // «۳٫۴» were the last to need it). -0, exponents and what rounds to -0 still go through Intl.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return formatInteger(value, digits, grouping);
  const own = formatFraction(value, digits, grouping, maxFraction);
  if (own !== null) return own;
  const key = `${digits}${grouping ? 1 : 0}${maxFraction}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(digits === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: grouping, maximumFractionDigits: maxFraction });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const FA_DIGIT_ZERO = 0x06f0;
/** Intl's marks: fa-IR groups with «٬» (U+066C) and writes a negative as LRM + U+2212; en-US with «,» and «-». */
const INTEGER_MARKS = { fa: { group: '\u066C', minus: '\u200E\u2212' }, latn: { group: ',', minus: '-' } } as const;

/** Intl's decimal mark: fa-IR «٫» (U+066B), en-US «.». */
const DECIMAL_MARK = { fa: '\u066B', latn: '.' } as const;

/**
 * A fraction as Intl writes it with `maximumFractionDigits`: ICU rounds the number's shortest decimal form (what
 * `String(n)` gives) half away from zero and drops trailing zeros. Null where that form is not plain digits
 * (exponents) or the result would be a negative zero: Intl decides those.
 */
function formatFraction(value: number, digits: Digits, grouping: boolean, maxFraction: number): string | null {
  const plain = String(Math.abs(value));
  if (!/^\d+\.\d+$/.test(plain) || !Number.isInteger(maxFraction) || maxFraction < 0 || maxFraction > 20) return null;
  const [whole = '', fraction = ''] = plain.split('.');
  let kept = `${whole}${fraction.slice(0, maxFraction).padEnd(maxFraction, '0')}`;
  if ((fraction[maxFraction] ?? '0') >= '5') kept = addOne(kept);
  const intPart = kept.slice(0, kept.length - maxFraction) || '0';
  const fracPart = kept.slice(kept.length - maxFraction).replace(/0+$/, '');
  const magnitude = Number(intPart);
  if (!Number.isSafeInteger(magnitude)) return null;
  if (value < 0 && magnitude === 0 && fracPart === '') return null;
  const written = formatInteger(magnitude, digits, grouping);
  const tail = fracPart === '' ? '' : `${DECIMAL_MARK[digits === 'fa' ? 'fa' : 'latn']}${withDigits(fracPart, digits)}`;
  return value < 0 ? INTEGER_MARKS[digits === 'fa' ? 'fa' : 'latn'].minus + written + tail : written + tail;
}

/** A string of decimal digits plus one («199» → «200», «99» → «100»). */
function addOne(digitsText: string): string {
  const out = digitsText.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

function formatInteger(value: number, digits: Digits, grouping: boolean): string {
  let text = String(Math.abs(value));
  if (digits === 'fa') text = text.replace(/\d/g, (d) => String.fromCharCode(FA_DIGIT_ZERO + Number(d)));
  const marks = INTEGER_MARKS[digits === 'fa' ? 'fa' : 'latn'];
  if (grouping && text.length > 3) {
    const head = text.length % 3 || 3;
    const groups = [text.slice(0, head)];
    for (let i = head; i < text.length; i += 3) groups.push(text.slice(i, i + 3));
    text = groups.join(marks.group);
  }
  return value < 0 ? marks.minus + text : text;
}

/**
 * Joins the parts of a one-line summary («۱ آذر تا ۴ آذر، ۳ شب»). The Persian comma, not «·»: a middle dot beside
 * Persian digits reads as a zero («۱۴۰۵ · ۳» looks like «۱۴۰۵۰۳»). Empty parts are left out.
 */
export function joinParts(...parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join('، ');
}

/**
 * A number through the one formatter («۱٬۲۰۰», «۳٫۴», «‎−۵»); a text (a version, a phone) gets Persian digits: how the
 * messages modules (src/lib/messages.ts, src/products/{hotel,flight}/messages.ts) write every value they put in a text.
 */
export function persianNumber(value: number | string): string {
  return typeof value === 'number' ? formatNumber(value) : toPersianDigits(value);
}

/** Writes digits in the chosen script. */
export function withDigits(input: string | number, digits: Digits): string {
  return digits === 'fa' ? toPersianDigits(input) : toLatinDigits(String(input));
}

/** Arabic ي ى → Persian ی, Arabic ك → Persian ک (keyboards and old data mix them). */
export function normalizeArabicLetters(input: string): string {
  return input.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');
}

/** Trims and collapses runs of whitespace to one space (ZWNJ is not whitespace and is kept). */
export function collapseWhitespace(input: string): string {
  return input.replace(/\s+/g, ' ').trim();
}

/** Persian letters, trimmed and collapsed: the form to store and compare user-entered Persian text. */
export function normalizePersian(input: string): string {
  return collapseWhitespace(normalizeArabicLetters(input));
}

/**
 * A matching key, applied to both the query and the searched text: letters and digits normalised, diacritics,
 * hamza/madda marks, tatweel and ZWNJ removed, lower-cased. Removing ZWNJ lets «به‌زودی», «به زودی» and «بهزودی»
 * match each other when the query is split into words.
 */
export function normalizeForSearch(input: string): string {
  return collapseWhitespace(
    toLatinDigits(
      normalizeArabicLetters(
        input
          .normalize('NFKD')
          .replace(/[\u0300-\u036F\u064B-\u065F\u0670\u0640\u200C\u200D]/g, '')
          .replace(/\u06D5/g, '\u0647'),
      ),
    ).toLowerCase(),
  );
}

/** Words of a normalised search query. */
export function searchTokens(query: string): string[] {
  if (query.trim() === '') return [];
  const key = normalizeForSearch(query);
  return key === '' ? [] : key.split(' ');
}

/** "Dubai Marina Hotel" → "dubai-marina-hotel": lower case, accents dropped, anything else becomes one dash. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
