import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'waku/config';

// Every hono subpath imported by the server: listing them up front avoids the dev-server
// "optimized dependencies changed, reloading" abort on the first request.
const honoSubpaths = [
  'hono',
  'hono/context-storage',
  'hono/secure-headers',
  'hono/streaming',
  'hono/cookie',
  'hono/http-exception',
  'hono/tiny',
];

export default defineConfig({
  vite: {
    plugins: [
      cloudflare({
        viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
        inspectorPort: false,
      }),
    ],
    environments: {
      client: {
        // Panda's slot recipes are `const x = memo(…)` without a pure annotation, so every Park UI recipe would ship
        // with any page that imports one; `memo` (Panda's and React's) has no side effects.
        build: { rolldownOptions: { treeshake: { manualPureFunctions: ['memo'] } } },
      },
      rsc: {
        optimizeDeps: { include: honoSubpaths },
        build: { rolldownOptions: { platform: 'neutral' } },
      },
      ssr: {
        optimizeDeps: { include: ['waku > rsc-html-stream/server'] },
        build: { rolldownOptions: { platform: 'neutral' } },
      },
    },
  },
});
