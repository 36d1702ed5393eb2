/**
 * POST /api2/FileUploads/Upload — a passport scan (issue 49 point 9). Multipart form: `file` (JPEG, PNG or PDF, at
 * most 2 MB; the type is read from the file's first bytes and must agree with the declared one), `kind` (optional,
 * `passport`). Any session may upload (a guest checks out too); the sandbox keeps what it was (name, type, size,
 * owner), not the bytes. Errors: 413 too large, 400 no file / another type / a mismatch / not multipart.
 */
import { Hono } from 'hono';
import { sniffDocumentType } from '@/lib/document-file';
import { UPLOAD_MAX_BYTES, type UPLOAD_TYPES } from '../../schemas/account';
import type { SandboxEnv } from '../context';
import type { Store } from '../store';
import { fail, ok } from '../http';
import { currentUser } from '../session';
import { isoInstant } from '../time';
import { randomId } from '../tokens';

export const UPLOAD_MSG = {
  noFile: 'فایلی برای بارگذاری انتخاب نشده است.',
  tooLarge: 'حجم فایل گذرنامه باید حداکثر ۲ مگابایت باشد.',
  badType: 'فقط تصویر JPG یا PNG یا فایل PDF گذرنامه پذیرفته می‌شود.',
  mismatch: 'نوع فایل با محتوای آن یکسان نیست؛ تصویر یا PDF گذرنامه را دوباره انتخاب کنید.',
  notForm: 'فایل باید به صورت فرم چندبخشی ارسال شود.',
  badKind: 'نوع مدرک معتبر نیست.',
  unknown: 'فایل گذرنامهٔ مسافر پیدا نشد؛ آن را دوباره بارگذاری کنید.',
} as const;

/** The type a file's first bytes show, or null (the rule the edge and the travellers form share). */
export const sniff = (bytes: Uint8Array): (typeof UPLOAD_TYPES)[number] | null => sniffDocumentType(bytes);

/**
 * A traveller's `passportScanId` as a booking checks it: absent, or a file this supplier was given. Not by owner: a
 * guest uploads before the travellers step turns the session into the buyer's guest identity.
 */
export function uploadProblem(store: Store, fileId: unknown): string | null {
  if (fileId === undefined || fileId === null || fileId === '') return null;
  return typeof fileId === 'string' && store.uploads.has(fileId) ? null : UPLOAD_MSG.unknown;
}

/** Room for the form's own parts around the file. */
const FORM_OVERHEAD = 16 * 1024;

export function uploadRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/api2/FileUploads/Upload', async (c) => {
    const ctx = c.get('ctx');
    const { store, user } = await currentUser(c);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      return fail(c, 400, 'validation', UPLOAD_MSG.notForm);
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > UPLOAD_MAX_BYTES + FORM_OVERHEAD) return fail(c, 413, 'payload_too_large', UPLOAD_MSG.tooLarge);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return fail(c, 400, 'validation', UPLOAD_MSG.notForm);
    }
    const kind = form.get('kind') ?? 'passport';
    if (kind !== 'passport') return fail(c, 400, 'validation', UPLOAD_MSG.badKind);
    const file = form.get('file');
    if (!file || typeof file === 'string' || file.size === 0) return fail(c, 400, 'validation', UPLOAD_MSG.noFile);
    if (file.size > UPLOAD_MAX_BYTES) return fail(c, 413, 'payload_too_large', UPLOAD_MSG.tooLarge);
    const type = sniff(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!type) return fail(c, 400, 'validation', UPLOAD_MSG.badType);
    const said = (file.type || '').toLowerCase().replace('image/jpg', 'image/jpeg');
    if (said && said !== 'application/octet-stream' && said !== type) return fail(c, 400, 'validation', UPLOAD_MSG.mismatch);
    const fileId = `up-${randomId(12)}`;
    const fileName = (file.name || 'passport').replace(/[\u0000-\u001f/\\]/g, '').slice(0, 120) || 'passport';
    const record = { fileId, kind: 'passport' as const, fileName, contentType: type, size: file.size, uploadedAt: isoInstant(ctx.clock()) };
    store.uploads.set(fileId, { ...record, userId: user.userId });
    if (store.uploads.size > 1000) store.uploads.delete(store.uploads.keys().next().value as string);
    return ok(c, record);
  });
  return app;
}
