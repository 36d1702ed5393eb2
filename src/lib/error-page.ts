/** Which code and text the error page shows for an error (spec 000 §8, spec 001 §2 and §8). */
import { DEFAULT_ERROR_STATUS, ERROR_PAGE_FALLBACK_STATUS, ERROR_PAGE_STATUSES, type ErrorPageStatus } from './constants';
import * as messages from './messages';

export interface ErrorPageContent {
  /** The code shown: the status when it is 401, 403, 404, 410, 500 or 503, else 404. */
  code: ErrorPageStatus;
  title: string;
  message: string;
}

export function isErrorPageStatus(status: unknown): status is ErrorPageStatus {
  return (ERROR_PAGE_STATUSES as readonly unknown[]).includes(status);
}

/** The status of a thrown value: its `status`/`statusCode` when numeric, else 500 (the default on errors). */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof statusCode === 'number') return statusCode;
    if (typeof status === 'number') return status;
  }
  return DEFAULT_ERROR_STATUS;
}

/**
 * The known statuses have their own text; any other shows code 404 with the error's message, or "unfortunately an
 * error occurred" when it has none. A missing status is treated as 404.
 */
export function errorPageContent(status: number | null | undefined, errorMessage?: string | null): ErrorPageContent {
  const known = isErrorPageStatus(status);
  const code = known ? status : ERROR_PAGE_FALLBACK_STATUS;
  const message = known
    ? messages.errorPage.byStatus[status]
    : status === null || status === undefined
      ? messages.errorPage.byStatus[ERROR_PAGE_FALLBACK_STATUS]
      : errorMessage?.trim() || messages.errorPage.default;
  const title = code === 404 ? messages.errorPage.notFoundTitle : messages.errorPage.title;
  return { code, title, message };
}
