// tcmalloc's own figures for a workerd process (issue 43, sessions 37 and 40). workerd links Google's tcmalloc and
// starts no thread to give its free pages back to the system, so the RSS of an idle workerd keeps the allocator's
// high-water mark. These figures tell that apart from memory in use: gdb attaches to the process and calls
// `MallocExtension_Internal_GetNumericProperty`. gdb stops workerd for about a second, so call this only when
// nothing is measured (after an idle figure). Linux with gdb only; otherwise `null`. Session 42 added its whole report
// (mallocStatsTo) and its sampled heap profile named by allocation site (heapProfile, which also needs gcc).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Writes tcmalloc's whole report (`MallocExtension::GetStats()`: the free lists of each size class, the thread and
 * transfer caches, the page heap's spans by size) to `file`. gdb passes it a zeroed libc++ std::string (an empty
 * short string) and writes out the bytes the long string then points at (size at offset 8, data at 16). Returns
 * false when gdb could not do it.
 */
export function mallocStatsTo(pid, file) {
  try {
    gdb(pid, [
      'set $s = (char*)TCMallocInternalCalloc(1, 64)',
      'call (void)MallocExtension_Internal_GetStats($s)',
      'set $p = *(char**)($s+16)',
      'set $n = *(unsigned long*)($s+8)',
      `dump binary memory ${file} $p $p+$n`,
      // Given back, so that reading the report does not add to what workerd holds (the text reserves 4 MiB). Each
      // as it was made, by tcmalloc's own names: the text with `operator delete` (tcmalloc aborts on `free` of memory
      // from `new`), $s with its free (gdb may take plain `calloc` and `free` from different libraries).
      'call (void)_ZdlPv($p)',
      'call (void)TCMallocInternalFree($s)',
    ]);
    return true;
  } catch {
    return false;
  }
}

/** tcmalloc's profile types (tcmalloc::ProfileType): what is live now, and what was live at the peak of use. */
export const PROFILE = { heap: 0, peakHeap: 2 };

/** Frames that only say "memory was allocated": skipped when a stack is named by its first frames. */
const ALLOCATOR_FRAME =
  /tcmalloc|TCMalloc|operator new|HeapArrayDisposer|sqlite3Malloc|sqlite3MemMalloc|AllocAtLeastWithRetry|std::__1::|^\?$/;

/**
 * tcmalloc's sampled heap profile of a running workerd (one sample per 2 MiB allocated unless setProfileSampling says
 * otherwise, each weighted to stand for what it sampled): `[{ mb, count, size, frames }]`, largest first, or null (no
 * gdb or gcc, or not tcmalloc). `type`: PROFILE.heap (live now) or PROFILE.peakHeap (live at the peak since workerd
 * started). gcc builds tcmalloc-profile.c into a temporary directory, gdb loads it into workerd and runs it (workerd
 * stops for about a second), and addr2line
 * names the frames from workerd's symbols. Sample fields (tcmalloc::Profile::Sample, as laid out in workerd 2026-11-17):
 * sum at 0, count at 8, requested size at 16, depth (int) at 64, the stack from 72; a sample that does not fit that
 * layout makes the whole answer null rather than wrong.
 */
export function heapProfile(pid, type = PROFILE.peakHeap) {
  if (!existsSync(`/proc/${pid}/maps`)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'safarnameh-tcmalloc-'));
  try {
    const lib = path.join(dir, 'profile.so');
    execFileSync('gcc', ['-shared', '-fPIC', '-O1', '-o', lib, fileURLToPath(new URL('./tcmalloc-profile.c', import.meta.url))], {
      stdio: 'ignore',
    });
    const out = path.join(dir, 'profile.bin');
    gdb(pid, [
      `set $h = (void*)dlopen("${lib}", 2)`,
      'set $f = (long(*)(void*,int,const char*))dlsym($h, "safarnameh_dump_profile")',
      `print $f((void*)MallocExtension_Internal_SnapshotCurrent, ${type}, "${out}")`,
    ]);
    const maps = readFileSync(`/proc/${pid}/maps`, 'utf8').split('\n');
    const first = maps.find((l) => / r--p 00000000 .*\/workerd$/.test(l));
    if (!first) return null;
    const base = BigInt(`0x${first.split('-')[0]}`);
    const binary = first.slice(first.indexOf('/'));
    const data = readFileSync(out);
    const samples = [];
    for (let at = 0; at + 768 <= data.length; at += 768) {
      const depth = data.readInt32LE(at + 64);
      if (depth < 1 || depth > 64) return null;
      const stack = Array.from({ length: depth }, (_, i) => data.readBigUInt64LE(at + 72 + 8 * i));
      samples.push({
        bytes: Number(data.readBigInt64LE(at)),
        count: Number(data.readBigInt64LE(at + 8)),
        size: Number(data.readBigUInt64LE(at + 16)),
        stack,
      });
    }
    const inBinary = [...new Set(samples.flatMap((s) => s.stack))].filter((a) => a > base && a - base < 0x10000000n);
    const lines = execFileSync('addr2line', ['-f', '-C', '-e', binary, ...inBinary.map((a) => `0x${(a - base - 1n).toString(16)}`)], {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    }).split('\n');
    const names = new Map(inBinary.map((a, i) => [a, lines[2 * i]]));
    return samples
      .map((s) => ({
        mb: s.bytes / 2 ** 20,
        count: s.count,
        size: s.size,
        frames: s.stack.map((a) => names.get(a) ?? '?').filter((n) => !ALLOCATOR_FRAME.test(n)),
      }))
      .sort((a, b) => b.mb - a.mb);
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Samples one allocation in about every `bytes` (tcmalloc's default: 2 MiB), for a finer heap profile; set it before
 * the load the profile is to see. Returns false when gdb could not.
 */
export function setProfileSampling(pid, bytes) {
  try {
    gdb(pid, [`call (void)MallocExtension_Internal_SetProfileSamplingInterval(${bytes})`]);
    return true;
  } catch {
    return false;
  }
}
