/**
 * One entry of the browser-facing API's allow-list (src/edge/api-routes.ts, src/edge/proxy.ts): method + path → one
 * upstream call, with the schemas of its body and answer. Shared routes live in the edge; a product declares its own
 * in its definition (src/server/product.ts `apiRoutes`).
 */
import type * as v from 'valibot';
import type { ClientKind } from './upstream/request';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Browser path; `:name` segments match [A-Za-z0-9._~-]{1,1024} (search tokens carry dots), never `.` or `..`. */
  path: string;
  /** Upstream path template with the same `:name` segments. */
  upstream: string;
  upstreamMethod?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query keys passed through to the upstream (others are dropped). */
  query?: readonly string[];
  body?: v.GenericSchema;
  response: v.GenericSchema;
  client?: ClientKind;
  idempotent?: boolean;
  /**
   * The route reads or changes a registered user's own data (wallet, orders, profile): a guest session, or a copy of
   * a cookie whose session was revoked (it decodes as a fresh guest), gets 401 with a Persian message before any
   * upstream call, never the shared guest account's data.
   */
  loginRequired?: true;
}
