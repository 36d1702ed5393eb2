// tcmalloc's own figures for a workerd process (issue 43, sessions 37 and 40). workerd links Google's tcmalloc and
// starts no thread to give its free pages back to the system, so the RSS of an idle workerd keeps the allocator's
// high-water mark. These figures tell that apart from memory in use: gdb attaches to the process and calls
// `MallocExtension_Internal_GetNumericProperty`. gdb stops workerd for about a second, so call this only when
// nothing is measured (after an idle figure). Linux with gdb only; otherwise `null`.
import { execFileSync } from 'node:child_process';

export const PROPERTIES = [
  'generic.current_allocated_bytes',
  'generic.physical_memory_used',
  'tcmalloc.pageheap_free_bytes',
  'tcmalloc.pageheap_unmapped_bytes',
  'tcmalloc.central_cache_free',
  'tcmalloc.transfer_cache_free',
  'tcmalloc.cpu_free',
];

/** gdb's batch output: the `$n = …` values and printf lines only. */
export function gdb(pid, commands) {
  const args = ['-p', String(pid), '-batch', ...commands.flatMap((c) => ['-ex', c])];
  return execFileSync('gdb', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000 })
    .split('\n')
    .filter((l) => /^\$\d+ = |^tc /.test(l));
}

/** `{ property: MB }` for each of `names`, or null (no gdb, no such process, or not tcmalloc). */
export function tcmallocFigures(pid, names = PROPERTIES) {
  const commands = ['set $v = (unsigned long*)malloc(8)'];
  for (const name of names)
    commands.push(
      `call (char)MallocExtension_Internal_GetNumericProperty("${name}", ${name.length}, $v)`,
      `printf "tc ${name} %.1f\\n", (*$v)/1048576.0`,
    );
  commands.push('call (void)free($v)');
  let lines;
  try {
    lines = gdb(pid, commands).filter((l) => l.startsWith('tc '));
  } catch {
    return null;
  }
  const figures = Object.fromEntries(lines.map((l) => l.slice(3).split(' ')).map(([k, mb]) => [k, Number(mb)]));
  return names.every((n) => Number.isFinite(figures[n])) ? figures : null;
}

/** What the allocator has in use and what it holds from the system (MB), or null. */
export function allocatorMemory(pid) {
  const f = tcmallocFigures(pid, ['generic.current_allocated_bytes', 'generic.physical_memory_used']);
  if (!f) return null;
  const inUse = f['generic.current_allocated_bytes'];
  const held = f['generic.physical_memory_used'];
  return { inUse, held, free: held - inUse };
}
