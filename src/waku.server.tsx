import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { edgeMiddlewareFns } from './edge/pipeline';

// The Durable Object behind the edge store (bound as EDGE_STORE in wrangler.toml): the worker's entry must export it.
export { EdgeCoordinator } from './edge/store/durable-store';

// The request pipeline: the Hono edge layer (src/edge/pipeline.ts) runs first, then waku renders src/pages.
// waku's own body limit is off: it trusted a Content-Length and answered by throwing; the edge's first middleware
// (src/edge/body-limit.ts) counts every body and answers 413 in Persian.
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareFns: edgeMiddlewareFns,
  middlewareModules: {},
  bodyLimit: false,
});
