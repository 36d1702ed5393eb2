/**
 * Test helpers for the build patches on third-party files (tests/unit/build/*-chunks.test.ts): load a CommonJS file the
 * way Node does, with its source replaced by a patched copy, and read a byte stream whole.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The exports of the CommonJS file at `at`, run from `code` (its own text by default); its `require` answers from
 * `modules` first (e.g. React's production or react-server builds, which Node's conditions would not pick), then as
 * Node would from the file's folder.
 */
export function loadCommonJs(at: string, modules: Record<string, unknown>, code = readFileSync(at, 'utf8')): unknown {
  const module = { exports: {} };
  const fromFile = createRequire(at);
  new Function('module', 'exports', 'require', code)(module, module.exports, (id: string) => modules[id] ?? fromFile(id));
  return module.exports;
}

/** Every chunk of a byte stream, in one buffer. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return Buffer.concat(parts);
}
