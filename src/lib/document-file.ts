/**
 * A traveller's scanned document (a passport scan, issue 49 point 9): JPEG, PNG or PDF, at most 2 MB, the type read
 * from the file's first bytes. Pure and shared: the travellers form checks a chosen file before sending it, the edge's
 * upload route (src/edge/uploads.ts) checks it again and never forwards anything else, and the sandbox's
 * FileUploads/Upload applies the same rule.
 */
import * as messages from './messages';

export const DOCUMENT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
/** The largest scan accepted (the supplier's limit). */
export const DOCUMENT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** What the file input offers (`accept`). */
export const DOCUMENT_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The type a file's first bytes show (JPEG, PNG or PDF), or null. */
export function sniffDocumentType(bytes: Uint8Array): DocumentFileType | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (at(0) === 0x25 && at(1) === 0x50 && at(2) === 0x44 && at(3) === 0x46 && at(4) === 0x2d) return 'application/pdf';
  return null;
}

/** The declared type as the rule reads it (`image/jpg` is JPEG; none or `application/octet-stream` declares nothing). */
export function declaredDocumentType(type: string): string | null {
  const t = type.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
  return t && t !== 'application/octet-stream' ? t : null;
}

export type DocumentFileCheck = { ok: true; type: DocumentFileType } | { ok: false; status: 400 | 413; message: string };

/**
 * A chosen file against the rule, in Persian: none or empty, larger than 2 MB (413), not a JPEG/PNG/PDF by its bytes,
 * or declared as another type than its bytes show.
 */
export function checkDocumentFile(file: { size: number; type: string }, head: Uint8Array): DocumentFileCheck {
  const m = messages.uploads;
  if (file.size <= 0) return { ok: false, status: 400, message: m.noFile };
  if (file.size > DOCUMENT_FILE_MAX_BYTES) return { ok: false, status: 413, message: m.tooLarge };
  const type = sniffDocumentType(head);
  if (!type) return { ok: false, status: 400, message: m.badType };
  const said = declaredDocumentType(file.type);
  if (said && said !== type) return { ok: false, status: 400, message: m.mismatch };
  return { ok: true, type };
}

/** An uploaded file's id as the supplier gives it (opaque; checked before it goes into a basket). */
export const DOCUMENT_FILE_ID = /^[A-Za-z0-9_-]{4,64}$/;
