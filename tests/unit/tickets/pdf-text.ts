/** Text of a PDF as a reader extracts it (pdf.js through unpdf): one string per page, whitespace collapsed. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}
