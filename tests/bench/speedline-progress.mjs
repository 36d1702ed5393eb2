// Speed Index's observed part, frame by frame (issue 15): the visual progress speedline gives each frame of a saved
// Lighthouse trace (how close its colours are to the last frame's, 0–100 %), printed whenever it changes, with the
// observed Speed Index. Lantern's Speed Index is 1.4 × this observed one + 0.4 × a layout-based estimate, so a page
// whose first screen keeps changing (the results page's later rounds re-ordering its first cards) scores low on it
// however light its main thread. speedline-core is Lighthouse's own dependency (the same code computes its figure).
// Not a bench file: save traces with lighthouse-tasks.mjs (SAVE=prefix), then
//   node tests/bench/speedline-progress.mjs prefix-1.json [more.json …]
import { readFileSync } from 'node:fs';
import speedline from 'speedline-core';

for (const file of process.argv.slice(2)) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const result = await speedline(parsed.traceEvents ?? parsed, { fastMode: false, include: 'all' });
  console.log(
    `${file}: observed Speed Index ${Math.round(result.speedIndex)} ms, first visual change ${Math.round(result.first)} ms, last ${Math.round(result.complete)} ms`,
  );
  let last = -1;
  for (const frame of result.frames) {
    const progress = Math.round(frame.getProgress());
    if (progress === last) continue;
    last = progress;
    console.log(`  ${Math.round(frame.getTimeStamp() - result.beginning)} ms: ${progress} %`);
  }
}
