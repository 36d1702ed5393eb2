// Self time inside one main-thread task of a Chrome trace, by label (issue 15's trace tools: lighthouse-tasks.mjs and
// trace-long-tasks.mjs). One place for the stack walk and for how an event is named.

/** Events named with the script file they ran (a function call, a script's evaluation or compile, a timer…). */
const NAMED = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
  'EventDispatch',
]);

/** A script URL's file name, without its query, at most 40 characters (the document's URL is a page path). */
export const traceFile = (url) => (url ? url.split('/').pop().split('?')[0].slice(0, 40) : '');

/** How an event is shown: its name, and for a script event the file it ran. */
function label(e) {
  const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
  return NAMED.has(e.name) && url ? `${e.name} ${traceFile(url)}` : e.name;
}

/**
 * Each event's self time (its duration less its direct children's, found with a stack of open events), summed by
 * label, in ms. `events`: one task's complete ('X') events of one thread, sorted by start (longest first on a tie).
 */
export function selfTimeByLabel(events) {
  const stack = [];
  const self = new Map();
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - e.dur);
    self.set(e, self.get(e) ?? e.dur);
    stack.push(e);
  }
  const byLabel = new Map();
  for (const [e, t] of self) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + t / 1000);
  return byLabel;
}
