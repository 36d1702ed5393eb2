// One busy loop, for cpu-contention.mjs (its parent sets this process's priority). It never yields to an event loop,
// so it checks its parent itself: when the bench ends, however it ends, the parent is gone and so is this.
const parent = process.ppid;
let x = 0;
for (;;) {
  const until = Date.now() + 100;
  while (Date.now() < until) x = (x + 1) % 1_000_003;
  if (process.ppid !== parent) process.exit(0);
}
