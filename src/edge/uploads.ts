/**
 * A traveller's passport scan (issue 49 point 9), the one browser route to the supplier's `FileUploads/Upload`:
 *   POST /api/uploads/passport   multipart form, one `file` → { succeed, data: { fileId, fileName, contentType, size } }
 * The rule is the shared one (src/lib/document-file.ts): JPEG, PNG or PDF by the file's own first bytes (a declared
 * type must agree), at most 2 MB. The whole body is bounded before anything is parsed (body-limit.ts gives this path
 * `UPLOAD_BODY_LIMIT`, the file plus the form's own parts); anything else is a Persian 400 or 413 and nothing goes
 * upstream. Any session may upload (a guest books too); per session it is rate-limited (rate-limit.ts
 * `uploadsLimit`). Only the file's bytes and a clean name travel, as a new multipart form built here; the supplier's
 * answer is checked by its schema. The file's id then goes with the traveller in the product's travellers body.
 * Nothing here names a product.
 */
import type { Context, Hono } from 'hono';
import * as messages from '@/lib/messages';
import { checkDocumentFile, DOCUMENT_FILE_MAX_BYTES } from '@/lib/document-file';
import { accountApi } from '@/server/upstream/account';
import { apiError } from './failures';
import { uploadsLimit } from './rate-limit';

export const UPLOAD_PATH = '/api/uploads/passport';
/** The body this path may carry: the file and room for the form's own parts (boundaries, headers, the kind). */
export const UPLOAD_BODY_LIMIT = DOCUMENT_FILE_MAX_BYTES + 16 * 1024;

const m = messages.uploads;
const noStore = { 'Cache-Control': 'no-store' };

/** A file name as the supplier may keep it: no control characters or path separators, at most 120 characters. */
export function cleanFileName(name: string): string {
  const clean = name
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(-120);
  return clean || 'passport';
}

async function upload(c: Context): Promise<Response> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return apiError(c, 400, 'validation', m.notForm);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return apiError(c, 400, 'validation', m.notForm);
  }
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || !file || typeof file === 'string') return apiError(c, 400, 'validation', m.noFile);
  const checked = checkDocumentFile(file, new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (!checked.ok) return apiError(c, checked.status, checked.status === 413 ? 'payload_too_large' : 'validation', checked.message);
  const bytes = new Blob([await file.arrayBuffer()], { type: checked.type });
  const data = await accountApi(c.get('upstream')).uploadPassport(bytes, cleanFileName(file.name));
  return c.json(
    { succeed: true, data: { fileId: data.fileId, fileName: data.fileName, contentType: data.contentType, size: data.size } },
    200,
    noStore,
  );
}

export function mountUploads(app: Hono): void {
  app.post(UPLOAD_PATH, uploadsLimit(), upload);
  app.all(UPLOAD_PATH, (c) => apiError(c, 405, 'method_not_allowed', messages.edgeApi.methodNotAllowed));
}
