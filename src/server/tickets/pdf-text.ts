/**
 * Persian text on a PDF page with pdf-lib: the embedded font's layout (fontkit, GSUB) gives each letter its
 * contextual form and the lam-alef ligature; `bidiRuns` orders the runs of a right-to-left line. pdf-lib's text
 * call lays a string out once, and fontkit reverses the glyphs of a string whose first letter or digit is of the
 * Arabic script; a run whose wanted order differs is handed over reversed (only digits and punctuation can be: a
 * Persian word always starts a right-to-left run), so every run is drawn in visual order.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { bidiRuns, layoutReverses, mirrorBrackets } from './bidi';

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
}

const ZWNJ = '\u200c';

/** The strings to hand to the font, in visual order from right to left, for one run. */
function pieces(text: string, rtl: boolean): string[] {
  if (!rtl) return [layoutReverses(text) ? Array.from(text).reverse().join('') : text];
  // A zero-width non-joiner ends the joining of a word part («می‌شود»): each part is shaped alone and drawn flush.
  return mirrorBrackets(text)
    .split(ZWNJ)
    .filter((p) => p !== '')
    .map((p) => (layoutReverses(p) ? p : Array.from(p).reverse().join('')));
}

interface Placed {
  text: string;
  width: number;
}

function place(line: string, style: TextStyle): Placed[] {
  const out: Placed[] = [];
  const add = (text: string) => {
    if (text !== '') out.push({ text, width: style.font.widthOfTextAtSize(text, style.size) });
  };
  for (const run of bidiRuns(line)) {
    for (const text of pieces(run.text, run.rtl)) {
      // Spaces at a run's edges are left as a gap, not drawn: a reader (copy, search, screen reader) then sees the
      // word boundary between two runs instead of gluing «۲۹آذر۱۴۰۵» together.
      const [, before = '', core = '', after = ''] = /^(\s*)(.*?)(\s*)$/su.exec(text) ?? [];
      add(before);
      add(core);
      add(after);
    }
  }
  return out;
}

/** Width of one line as drawn. */
export function lineWidth(line: string, style: TextStyle): number {
  return place(line, style).reduce((sum, p) => sum + p.width, 0);
}

/**
 * Draws one right-to-left line whose right edge is at `right` (or, with `align: 'left'`, whose left edge is at
 * `right`… for a Latin-only line such as a code). Returns the width drawn.
 */
export function drawLine(
  page: PDFPage,
  line: string,
  at: { x: number; y: number; align?: 'right' | 'left' | 'center' },
  style: TextStyle,
): number {
  const placed = place(line, style);
  const total = placed.reduce((sum, p) => sum + p.width, 0);
  let right = at.align === 'left' ? at.x + total : at.align === 'center' ? at.x + total / 2 : at.x;
  for (const p of placed) {
    right -= p.width;
    if (p.text.trim() !== '') page.drawText(p.text, { x: right, y: at.y, font: style.font, size: style.size, color: style.color });
  }
  return total;
}

/** Greedy word wrap of a right-to-left paragraph to a width. */
export function wrapLines(text: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && lineWidth(next, style) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
