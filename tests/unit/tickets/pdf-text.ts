/** Text of a PDF as a reader extracts it (pdf.js through unpdf): one string per page, whitespace collapsed. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

/**
 * The filled squares a PDF's pages draw (pdf-lib's drawRectangle: `q … 1 0 0 1 x y cm … 0 0 m 0 s l s s l s 0 l h f Q`),
 * read from the inflated content streams: what a QR code is drawn with. One list per page content stream, in page order.
 */
export async function pdfFilledSquares(bytes: Uint8Array): Promise<{ x: number; y: number; side: number }[][]> {
  const { inflateSync } = await import('node:zlib');
  const raw = Buffer.from(bytes).toString('latin1');
  const out: { x: number; y: number; side: number }[][] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = Buffer.from(raw.slice(start, end), 'latin1');
    let text: string;
    try {
      text = /FlateDecode/.test(m[1]!) ? inflateSync(body).toString('latin1') : body.toString('latin1');
    } catch {
      continue;
    }
    // A page's content (its text objects), not a font's or an image's data.
    if (!/\nBT\n[\s\S]*\nET\n/.test(text)) continue;
    const squares: { x: number; y: number; side: number }[] = [];
    const block = /\bq\n([\s\S]*?)\nQ\b/g;
    for (let b = block.exec(text); b; b = block.exec(text)) {
      const ops = b[1]!;
      const shape = /\n0 0 m\n0 ([\d.]+) l\n([\d.]+) ([\d.]+) l\n([\d.]+) 0 l\nh\nf$/.exec(ops);
      const at = /^1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm$/m.exec(ops);
      if (!shape || !at || shape[1] !== shape[2]) continue;
      squares.push({ x: Number(at[1]), y: Number(at[2]), side: Number(shape[1]) });
    }
    out.push(squares);
  }
  return out;
}
