// LD_PRELOAD for scripts/on-day.mjs: the wall clock (CLOCK_REALTIME, gettimeofday, time) moved by DAYSHIFT_SECONDS,
// the monotonic clocks left alone (timeouts and durations stay real). Small on purpose: under Debian's libfaketime
// workerd hangs at start (a futex wait before it reads its config), under this it runs.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>
static long shift = 0;
static int shift_read = 0;
static long get_shift(void) {
  if (!shift_read) {
    const char *s = getenv("DAYSHIFT_SECONDS");
    shift = s ? atol(s) : 0;
    shift_read = 1;
  }
  return shift;
}
typedef int (*cg_t)(clockid_t, struct timespec *);
typedef int (*gtod_t)(struct timeval *, void *);
int clock_gettime(clockid_t id, struct timespec *ts) {
  static cg_t real = 0;
  if (!real) real = (cg_t)dlsym(RTLD_NEXT, "clock_gettime");
  int r = real(id, ts);
  if (r == 0 && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE)) ts->tv_sec += get_shift();
  return r;
}
int gettimeofday(struct timeval *tv, void *tz) {
  static gtod_t real = 0;
  if (!real) real = (gtod_t)dlsym(RTLD_NEXT, "gettimeofday");
  int r = real(tv, tz);
  if (r == 0 && tv) tv->tv_sec += get_shift();
  return r;
}
time_t time(time_t *t) {
  struct timespec ts; clock_gettime(CLOCK_REALTIME, &ts);
  if (t) *t = ts.tv_sec;
  return ts.tv_sec;
}
