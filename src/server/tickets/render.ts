/**
 * `renderTicketPdf`: any product's document (a ticket, a voucher, a contract) as a real PDF (A4, one page per
 * coupon) with Persian text, made with pdf-lib + fontkit, which run on Web APIs only (the worker, the Node sandbox, the tests). The self-hosted Vazirmatn
 * (subset, regular and bold) is embedded whole: it is already only the glyphs a ticket prints, and pdf-lib's own
 * subsetter is skipped because it can drop the composite glyphs Persian letters are built from. Text is shaped by
 * the font's GSUB and laid out right to left by pdf-text.ts; a ToUnicode map keeps it searchable and extractable.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { BRAND_FA } from '@/lib/constants';
import * as messages from '@/lib/messages';
import type { TicketDocument } from '../schemas/tickets';
import { VAZIRMATN_BOLD_TTF_BASE64 } from './fonts/vazirmatn-bold';
import { VAZIRMATN_REGULAR_TTF_BASE64 } from './fonts/vazirmatn-regular';
import { type PrintField, type PrintPage, printPages } from './layout';
import { drawLine, type TextStyle, wrapLines } from './pdf-text';
import { qrMatrix } from './qr';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const INK = rgb(0, 0, 0);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);
const BAND = rgb(0.94, 0.94, 0.94);

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fonts() {
  const decode = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  fontBytes ??= { regular: decode(VAZIRMATN_REGULAR_TTF_BASE64), bold: decode(VAZIRMATN_BOLD_TTF_BASE64) };
  return fontBytes;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const style = (font: PDFFont, size: number, color = INK): TextStyle => ({ font, size, color });

/** Label above value, right-aligned in a cell; returns the cell's height. */
function drawField(page: PDFPage, f: Fonts, field: PrintField, right: number, y: number, width: number): number {
  drawLine(page, field.label, { x: right, y }, style(f.regular, 8, MUTED));
  const lines = wrapLines(field.value, width, style(f.bold, 10.5));
  for (const [i, line] of lines.entries()) drawLine(page, line, { x: right, y: y - 14 - i * 14 }, style(f.bold, 10.5));
  return 14 + lines.length * 14 + 6;
}

/** The side of a printed QR code (points): 2.5 cm, read by a phone from the paper. */
export const QR_SIDE = 72;

/**
 * A QR code as filled squares, one per dark module, with its top left corner at (x, top). The module's side is the
 * code's side over its modules; the quiet zone is the page's white around it.
 */
function drawQr(page: PDFPage, text: string, x: number, top: number): void {
  const { size, dark } = qrMatrix(text);
  const cell = QR_SIDE / size;
  for (const [row, col] of dark) {
    page.drawRectangle({ x: x + col * cell, y: top - (row + 1) * cell, width: cell, height: cell, color: INK });
  }
}

/** Fields in a grid of `columns`, filled from the right; returns the y below it. */
function drawGrid(page: PDFPage, f: Fonts, fields: PrintField[], top: number, columns: number, inset = 0): number {
  const width = A4[0] - 2 * MARGIN - inset;
  const cell = width / columns;
  let y = top;
  for (let i = 0; i < fields.length; i += columns) {
    let rowHeight = 0;
    fields.slice(i, i + columns).forEach((field, col) => {
      const right = A4[0] - MARGIN - col * cell - 6;
      rowHeight = Math.max(rowHeight, drawField(page, f, field, right, y, cell - 12));
    });
    y -= rowHeight;
  }
  return y;
}

function drawPage(page: PDFPage, f: Fonts, p: PrintPage): void {
  const [w, h] = A4;
  const right = w - MARGIN;
  // Header: brand and title on the right, the coupon's number on the left.
  page.drawRectangle({ x: MARGIN, y: h - MARGIN - 56, width: w - 2 * MARGIN, height: 56, color: BAND });
  drawLine(page, BRAND_FA, { x: right - 10, y: h - MARGIN - 24 }, style(f.bold, 18));
  drawLine(page, p.title, { x: right - 10, y: h - MARGIN - 46 }, style(f.regular, 11));
  drawLine(page, p.code.label, { x: MARGIN + 10, y: h - MARGIN - 22, align: 'left' }, style(f.regular, 8, MUTED));
  drawLine(page, p.code.value, { x: MARGIN + 10, y: h - MARGIN - 44, align: 'left' }, style(f.bold, 16));

  // A QR code, when the coupon has one, at the top left below the band; the header's fields keep to its right.
  const headerTop = h - MARGIN - 80;
  let y: number;
  if (p.qr) {
    drawQr(page, p.qr, MARGIN, headerTop + 8);
    y = Math.min(drawGrid(page, f, p.headerFields, headerTop, 3, QR_SIDE + 12), headerTop - QR_SIDE) - 4;
  } else {
    y = drawGrid(page, f, p.headerFields, headerTop, 4) - 4;
  }
  for (const section of p.sections) {
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: w - MARGIN, y: y + 4 }, thickness: 0.6, color: RULE });
    drawLine(page, section.title, { x: right, y: y - 12 }, style(f.bold, 12));
    y = drawGrid(page, f, section.fields, y - 32, 3) - 4;
  }
  if (p.rules.length > 0) {
    page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: w - MARGIN, y: y + 4 }, thickness: 0.6, color: RULE });
    drawLine(page, messages.tickets.rulesTitle, { x: right, y: y - 12 }, style(f.bold, 12));
    y -= 32;
    for (const rule of p.rules) {
      for (const [i, line] of wrapLines(rule, w - 2 * MARGIN - 12, style(f.regular, 9)).entries()) {
        if (y < MARGIN + 30) break;
        drawLine(page, i === 0 ? `• ${line}` : line, { x: i === 0 ? right : right - 8, y }, style(f.regular, 9));
        y -= 13;
      }
    }
  }
  page.drawLine({ start: { x: MARGIN, y: MARGIN + 16 }, end: { x: w - MARGIN, y: MARGIN + 16 }, thickness: 0.6, color: RULE });
  drawLine(page, p.footer, { x: w / 2, y: MARGIN, align: 'center' }, style(f.regular, 8, MUTED));
}

/** The document as PDF bytes (`%PDF-…`). */
export async function renderTicketPdf(doc: TicketDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${doc.title} ${doc.orderNumber}`);
  pdf.setAuthor(BRAND_FA);
  pdf.setLanguage('fa-IR');
  pdf.setCreator(BRAND_FA);
  pdf.setProducer(BRAND_FA);
  const bytes = fonts();
  const f: Fonts = {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  };
  for (const p of printPages(doc)) drawPage(pdf.addPage(A4), f, p);
  return pdf.save({ useObjectStreams: true });
}
