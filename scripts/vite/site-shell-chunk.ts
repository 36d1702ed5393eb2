/**
 * One browser chunk for the site shell: the modules that the root layout's and the shell's client components
 * (`src/pages/_layout.tsx`, `src/pages/(default)/_layout.tsx`, `src/components/layout/*`) import, statically and
 * transitively, apart from what Waku's client entry already loads.
 *
 * Why: Rolldown's automatic splitting makes one chunk per set of importers, so the small modules that every page's
 * shell shares with some pages (message groups, constants, text helpers, cx, the auth store, Button, Modal, icons,
 * valtio…) each became a chunk of their own: `/hotel` preloaded 43 modules, 30 of them under 1 KB gzipped. On a slow
 * phone each costs a preload the HTML parser issues, a compile and an evaluation task before the page answers a tap
 * (issue 15: the parse with its preloads took 15–27 ms of real time before the first paint, ×4–7 on a phone). Every
 * page loads the shell anyway, so one chunk for it costs no page bytes it would not load, and it duplicates nothing:
 * a module lives in exactly one chunk (unlike Rolldown's `experimentalInlineCommonChunks`, which copies small shared
 * modules into each importer and would split stateful ones such as the valtio stores in two; and unlike
 * `entriesAware` merging, which made `/hotel` load 10 KB gzipped of other pages' modules).
 *
 * The set is computed from the module graph when the build ends (the roots are @vitejs/plugin-rsc's client-reference
 * group modules of those files), so a component added to the shell joins the chunk with no list to keep. Two
 * exceptions to "everything imported": what the client entry imports (React, Waku's router) stays in the entry's
 * chunks, and of a module split into one part per export (split-exports.ts: the texts) only the parts the shell's
 * code names (`messages.x`) join, not every page's texts. Either rule can only make the chunk smaller, never a page
 * wrong: a module left out keeps Rolldown's automatic place.
 */
import type { VitePlugin } from 'waku/config';
import { SPLIT_EXPORT_QUERY } from './split-exports';

/** The client-reference groups of the shell: the root and default layouts' client components and layout/*. */
const SHELL_ROOT = /client-references\/group\/.*src\/(pages\/(\(default\)\/)?_layout\.tsx$|components\/layout\/)/;

export interface SiteShellChunk {
  plugin: VitePlugin;
  /** The `codeSplitting.groups` entry for the browser build. */
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
}

type Graph = {
  ids: string[];
  imports: (id: string) => readonly string[];
  code: (id: string) => string | null;
  isEntry: (id: string) => boolean;
};

/** The static import closure of `roots`, not entering `stop`. */
function closure(roots: readonly string[], next: (id: string) => readonly string[], stop: (id: string) => boolean = () => false) {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}

/** The shell's modules in a build's module graph (exported for the unit test). */
export function shellModules(graph: Graph): Set<string> {
  const entryOwned = closure(graph.ids.filter(graph.isEntry), graph.imports);
  const isSplitFacade = (id: string) => {
    const imports = graph.imports(id);
    return imports.length > 0 && imports.every((i) => i.startsWith(`${id}${SPLIT_EXPORT_QUERY}`));
  };
  // A split module's facade re-exports every part: follow only the parts the importer names.
  const next = (id: string) =>
    graph.imports(id).flatMap((imported) => {
      if (!isSplitFacade(imported)) return [imported];
      const names = new Set([...(graph.code(id) ?? '').matchAll(/\bmessages\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]));
      return [
        imported,
        ...graph.imports(imported).filter((part) => names.has(part.slice(part.indexOf(SPLIT_EXPORT_QUERY) + SPLIT_EXPORT_QUERY.length))),
      ];
    });
  return closure(
    graph.ids.filter((id) => SHELL_ROOT.test(id)),
    (id) => (isSplitFacade(id) ? [] : next(id)),
    (id) => entryOwned.has(id),
  );
}

export function siteShellChunk(): SiteShellChunk {
  let shell = new Set<string>();
  const plugin: VitePlugin = {
    name: 'safarnameh:site-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell = shellModules({
        ids: [...this.getModuleIds()],
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        code: (id) => this.getModuleInfo(id)?.code ?? null,
        isEntry: (id) => this.getModuleInfo(id)?.isEntry === true,
      });
    },
  };
  return { plugin, group: { name: 'site-shell', test: (id) => shell.has(id), includeDependenciesRecursively: false } };
}
