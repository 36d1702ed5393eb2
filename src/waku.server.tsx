import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { edgeMiddlewareFns } from './edge/pipeline';

// The request pipeline: the Hono edge layer (src/edge/pipeline.ts) runs first, then waku renders src/pages.
// waku's own body limit is off: it trusted a Content-Length and answered by throwing; the edge's first middleware
// (src/edge/body-limit.ts) counts every body and answers 413 in Persian.
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareFns: edgeMiddlewareFns,
  middlewareModules: {},
  bodyLimit: false,
});
