import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { edgeMiddlewareFns } from './edge/pipeline';

// The request pipeline: the Hono edge layer (src/edge/pipeline.ts) runs first, then waku renders src/pages.
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareFns: edgeMiddlewareFns,
  middlewareModules: {},
  bodyLimit: { maxSize: 1024 * 1024 },
});
