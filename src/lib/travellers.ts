/**
 * Rules every product's travellers step shares (the edge runs them on the one travellers route,
 * src/edge/checkout-routes.ts; the product says where its documents are): one person, one document, so the same
 * national code or passport number twice in one order is refused on the later field.
 */
import * as messages from './messages';
import { toLatinDigits } from './text';

export interface TravellerDocument {
  /** The form field's path (`r0g1.nationalCode`, `p2.passportNumber`): the error goes there. */
  path: string;
  kind: 'nationalCode' | 'passport';
  value: string;
}

/** The fields that repeat a document given earlier in the same order → Persian message. Empty values are skipped. */
export function duplicateDocumentErrors(docs: readonly TravellerDocument[]): Record<string, string> {
  const seen = new Set<string>();
  const errors: Record<string, string> = {};
  for (const d of docs) {
    const value = toLatinDigits(d.value).replace(/\s+/g, '').toUpperCase();
    if (!value) continue;
    const key = `${d.kind}:${value}`;
    if (seen.has(key)) {
      errors[d.path] = d.kind === 'nationalCode' ? messages.travellers.nationalCodeDuplicate : messages.travellers.passportNumberDuplicate;
    } else seen.add(key);
  }
  return errors;
}
