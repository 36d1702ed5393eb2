/**
 * Which modules join the site shell's browser chunk (scripts/vite/site-shell-chunk.ts): the static import closure of
 * the shell's client-reference groups, without what the client entry loads, and of a module split per export only the
 * parts the shell's code names.
 */
import { describe, expect, it } from 'vitest';
import { shellModules } from '../../../scripts/vite/site-shell-chunk';

const GROUP = '\0virtual:vite-rsc/client-references/group/';
const graph: Record<string, { imports: string[]; code?: string; entry?: boolean }> = {
  '/app/entry.js': { imports: ['/nm/react/index.js', '/nm/waku/router.js'], entry: true },
  '/nm/react/index.js': { imports: [] },
  '/nm/waku/router.js': { imports: ['/nm/react/index.js'] },
  [`${GROUP}facade:src/pages/_layout.tsx`]: { imports: ['/src/components/ui/AlertHost.tsx'] },
  [`${GROUP}shared:src/components/layout/HeaderClient.tsx`]: { imports: ['/src/components/layout/HeaderClient.tsx'] },
  [`${GROUP}facade:src/pages/(default)/hotel/index.tsx`]: { imports: ['/src/components/search/Form.tsx'] },
  '/src/components/ui/AlertHost.tsx': { imports: ['/nm/react/index.js', '/nm/valtio/vanilla.js'] },
  '/src/components/layout/HeaderClient.tsx': {
    imports: ['/nm/waku/router.js', '/src/lib/messages.ts', '/src/lib/text.ts'],
    code: 'const a = messages.shell.menu; const b = messages.common;',
  },
  '/src/components/search/Form.tsx': { imports: ['/src/lib/messages.ts', '/src/lib/text.ts'], code: 'messages.searchForm' },
  '/nm/valtio/vanilla.js': { imports: [] },
  '/src/lib/text.ts': { imports: [] },
  '/src/lib/messages.ts': {
    imports: [
      '/src/lib/messages.ts?split-export=shell',
      '/src/lib/messages.ts?split-export=common',
      '/src/lib/messages.ts?split-export=searchForm',
    ],
  },
  '/src/lib/messages.ts?split-export=shell': { imports: ['/src/lib/messages.ts?split-export=common'] },
  '/src/lib/messages.ts?split-export=common': { imports: [] },
  '/src/lib/messages.ts?split-export=searchForm': { imports: [] },
};
const shell = shellModules({
  ids: Object.keys(graph),
  imports: (id) => graph[id]?.imports ?? [],
  code: (id) => graph[id]?.code ?? null,
  isEntry: (id) => graph[id]?.entry === true,
});

describe('the site shell chunk', () => {
  it('holds the shell components and everything they import', () => {
    expect(shell).toContain('/src/components/ui/AlertHost.tsx');
    expect(shell).toContain('/src/components/layout/HeaderClient.tsx');
    expect(shell).toContain('/nm/valtio/vanilla.js');
    expect(shell).toContain('/src/lib/text.ts');
  });
  it('leaves what the client entry loads (React, the router) in the entry chunks', () => {
    expect(shell).not.toContain('/nm/react/index.js');
    expect(shell).not.toContain('/nm/waku/router.js');
    expect(shell).not.toContain('/app/entry.js');
  });
  it('takes only the message parts the shell names, and the parts those refer to', () => {
    expect(shell).toContain('/src/lib/messages.ts?split-export=shell');
    expect(shell).toContain('/src/lib/messages.ts?split-export=common');
    expect(shell).not.toContain('/src/lib/messages.ts?split-export=searchForm');
  });
  it('leaves a page’s own components out', () => {
    expect(shell).not.toContain('/src/components/search/Form.tsx');
    expect([...shell].some((id) => id.includes('hotel/index.tsx'))).toBe(false);
  });
});
