/** Response and request helpers shared by the route modules. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ErrorCode } from '../schemas/common';
import type { SandboxEnv } from './context';

export type Ctx = Context<SandboxEnv>;

/** `{ succeed: true, message: null, data }` */
export function ok<T>(c: Ctx, data: T, status: ContentfulStatusCode = 200): Response {
  return c.json({ succeed: true, message: null, data }, status);
}

export function fail(c: Ctx, status: ContentfulStatusCode, code: ErrorCode, message: string, data?: unknown): Response {
  return c.json(data === undefined ? { succeed: false, message, code } : { succeed: false, message, code, data }, status);
}

const MAX_BODY_BYTES = 256 * 1024;

export const MSG = {
  invalidBody: 'اطلاعات ارسالی معتبر نیست',
  notFound: 'موردی یافت نشد',
  forbidden: 'شما به این بخش دسترسی ندارید',
  loginRequired: 'برای ادامه ابتدا وارد حساب کاربری شوید یا شماره موبایل خود را تأیید کنید',
  invalidMobile: 'شماره موبایل وارد شده معتبر نیست.',
} as const;

/** Parse the JSON body against a schema; a Response (400/413) when it does not fit. */
export async function readBody<S extends v.GenericSchema>(c: Ctx, schema: S): Promise<{ value: v.InferOutput<S> } | { error: Response }> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) return { error: fail(c, 413, 'payload_too_large', 'حجم اطلاعات ارسالی بیش از حد مجاز است') };
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { error: fail(c, 400, 'validation', MSG.invalidBody) };
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    // Schemas carry Persian messages for rules the traveller can break (room limits); use them when present.
    if (issue && /[\u0600-\u06FF]/.test(issue.message)) return { error: fail(c, 400, 'validation', issue.message) };
    return { error: fail(c, 400, 'validation', `${MSG.invalidBody}${path ? ` (${path})` : ''}`) };
  }
  return { value: parsed.output };
}

/** Page and page size from the query (defaults 1 and 10, size at most 100). */
export function pageQuery(c: Ctx, body?: { page?: number | undefined; pageSize?: number | undefined }): { page: number; pageSize: number } {
  const num = (text: string | undefined, fallback: number, max: number): number => {
    const n = Number(text);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  return {
    page: body?.page ?? num(c.req.query('page') ?? c.req.query('Page'), 1, 100_000),
    pageSize: body?.pageSize ?? num(c.req.query('pageSize') ?? c.req.query('PageSize'), 10, 100),
  };
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), totalCount: items.length, page, pageSize };
}

/** A positive integer path/query parameter, or null. */
export function intParam(text: string | undefined): number | null {
  if (!text || !/^\d{1,12}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
