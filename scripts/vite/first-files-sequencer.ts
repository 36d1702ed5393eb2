// The test files' order: vitest's own (failed first, then the longest by the last run's times; with no times, as on
// a clean clone, the largest files first, so the long journeys start while three lanes are free and the short ones fill
// the end), with the files named in `FIRST_FILES` moved to the front of their project. Those are the files whose cost
// is not their size: started last (as their size would put them), one runs nearly alone while the other lanes stand
// idle; started first, its work overlaps the journeys'.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * `tests/e2e/dev-server.test.ts`: a small file whose `beforeAll` starts `npm run dev` cold (Vite transforms the whole
 * app for its first page: about 40 s of CPU alone). Last by size, it ran after every journey had ended, with two of the
 * three lanes empty (session 54's CI: 1 049–1 078 s of the browser stage ran it and nothing else).
 */
const FIRST_FILES = ['tests/e2e/dev-server.test.ts'];

const isFirst = (spec: TestSpecification) => FIRST_FILES.some((f) => spec.moduleId.endsWith(f));

export class FirstFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // The base order keeps each project's files together (and the projects in their group order): within each run of
    // one project's files, the named ones go first, the rest keep their order.
    const out: TestSpecification[] = [];
    for (let i = 0; i < sorted.length; ) {
      let j = i;
      while (j < sorted.length && sorted[j]!.project === sorted[i]!.project) j++;
      const run = sorted.slice(i, j);
      out.push(...run.filter(isFirst), ...run.filter((s) => !isFirst(s)));
      i = j;
    }
    return out;
  }
}
