/**
 * Right-to-left line layout for the PDF (a PDF has no bidi engine: text is drawn in visual order). A line of a
 * right-to-left paragraph is cut into directional runs following the Unicode bidi rules that matter for our texts
 * (UAX #9, simplified to one RTL paragraph level and no explicit embeddings):
 * - Persian/Arabic letters are strong R; Latin letters strong L; digits (Latin, Persian, Arabic-Indic) are numbers;
 * - W7: a number whose preceding strong letter is L becomes L («IR 452» stays one left-to-right run);
 * - separators inside a number join it («۱۴۰۵/۰۹/۰۳», «۰۸:۳۰», «۱٬۲۵۰٬۰۰۰»);
 * - N1/N2: neutrals between two L runs are L; every other neutral takes the paragraph's direction (R), and numbers
 *   count as R for their neighbours (two numbers separated by a space read right to left, as in a browser).
 * The runs come back in logical order; the printer places the first at the right margin and goes left. Inside an
 * RTL run glyphs go right to left (the font's shaping does it), inside an LTR run left to right.
 */

export interface BidiRun {
  text: string;
  rtl: boolean;
}

type Kind = 'R' | 'L' | 'N' | 'D';

const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const NUMBER_SEPARATOR = /[/:.,\u066B\u066C\u060C-]/;

function kindOf(ch: string): Kind {
  const cp = ch.codePointAt(0)!;
  if ((cp >= 0x30 && cp <= 0x39) || ARABIC_DIGIT.test(ch)) return 'D';
  // Arabic comma and semicolon, and the Arabic decimal/thousands separators and percent sign, are neutral.
  if (cp === 0x060c || cp === 0x061b || (cp >= 0x066a && cp <= 0x066d)) return 'N';
  if (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff) ||
    cp === 0x200c // ZWNJ belongs inside a Persian word («می‌شود»)
  )
    return 'R';
  if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || (cp >= 0xc0 && cp <= 0x24f)) return 'L';
  return 'N';
}

/** Directional marks steer the resolution (LRM is a strong L, RLM and ALM a strong R), then are not drawn. */
const LRM = '\u200e';
const RTL_MARKS = new Set(['\u200f', '\u061c']);
/** Embedding and isolate controls are not supported; they are dropped. */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const isMark = (ch: string) => ch === LRM || RTL_MARKS.has(ch);

/** The runs of one line of a right-to-left paragraph, in logical order. */
export function bidiRuns(line: string): BidiRun[] {
  const chars = Array.from(line.replace(CONTROLS, ''));
  const kinds = chars.map((ch): Kind => (ch === LRM ? 'L' : RTL_MARKS.has(ch) ? 'R' : kindOf(ch)));
  // A single separator between two digits joins the number.
  for (let i = 1; i < chars.length - 1; i++) {
    if (kinds[i] === 'N' && NUMBER_SEPARATOR.test(chars[i]!) && kinds[i - 1] === 'D' && kinds[i + 1] === 'D') kinds[i] = 'D';
  }
  // W7: a number after an L (looking back past neutrals and numbers) is L.
  let lastStrong: 'R' | 'L' = 'R';
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i]!;
    if (k === 'R' || k === 'L') lastStrong = k;
    else if (k === 'D' && lastStrong === 'L') kinds[i] = 'L';
  }
  // N1/N2: a neutral stretch between L and L is L, anything else R. Numbers count as R here.
  const levels: boolean[] = new Array(chars.length); // true = left-to-right
  for (let i = 0; i < kinds.length; ) {
    const k = kinds[i]!;
    if (k !== 'N') {
      levels[i] = k === 'L' || k === 'D';
      i++;
      continue;
    }
    let j = i;
    while (j < kinds.length && kinds[j] === 'N') j++;
    const before = i > 0 ? kinds[i - 1] : null;
    const after = j < kinds.length ? kinds[j] : null;
    const ltr = before === 'L' && after === 'L';
    for (let x = i; x < j; x++) levels[x] = ltr;
    i = j;
  }
  const runs: BidiRun[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (isMark(chars[i]!)) continue;
    const rtl = !levels[i];
    const last = runs[runs.length - 1];
    if (last && last.rtl === rtl) last.text += chars[i];
    else runs.push({ text: chars[i]!, rtl });
  }
  return runs;
}

const MIRRORED: Readonly<Record<string, string>> = { '(': ')', ')': '(', '[': ']', ']': '[', '«': '»', '»': '«', '<': '>', '>': '<' };

/** Brackets in a right-to-left run are drawn mirrored (BD16: «(» opens on the right). */
export function mirrorBrackets(text: string): string {
  return text.replace(/[()[\]«»<>]/g, (c) => MIRRORED[c]!);
}

/** True when the text's first letter or digit is of the Arabic script: the font's layout then reverses the glyphs. */
export function layoutReverses(text: string): boolean {
  for (const ch of text) {
    if (ch === '\u200c') continue;
    const k = kindOf(ch);
    if (k === 'L') return false;
    if (k === 'R' || (k === 'D' && ARABIC_DIGIT.test(ch))) return true;
    if (k === 'D') return false;
  }
  return false;
}
