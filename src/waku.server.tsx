import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { edgePipeline } from './edge/pipeline';
import { SERVER_PRODUCTS } from './products/registry.server';

// The Durable Objects (wrangler.toml): the worker's entry must export them. EDGE_SHARDS: revocations and rate limits;
// SESSION_SHARDS: what a session does once (refresh single-flight, first basket); EDGE_STORE and SESSIONS: the same,
// one object per key or session, for sessions made before the shards (src/edge/store/durable-store.ts); SANDBOX: the
// sandbox supplier's state.
export { EdgeCoordinator } from './edge/store/durable-store';
export { EdgeShard } from './edge/store/edge-shard';
export { SessionCoordinator, SessionShard } from './edge/do/session-coordinator';
export { SandboxSupplier } from './server/sandbox/durable';

// The request pipeline: the Hono edge layer (src/edge/pipeline.ts) runs first, then waku renders src/pages.
// waku's own body limit is off: it trusted a Content-Length and answered by throwing; the edge's first middleware
// (src/edge/body-limit.ts) counts every body and answers 413 in Persian. This is the composition root: the engines
// are handed the products here (the one list of products: src/products/registry.server.ts).
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareFns: edgePipeline(SERVER_PRODUCTS),
  middlewareModules: {},
  bodyLimit: false,
});
