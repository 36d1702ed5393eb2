// Loaded into a running workerd by gdb (tcmalloc.mjs, heapProfile): writes the samples of one of tcmalloc's profiles
// to a file, 768 raw bytes a sample (tcmalloc::Profile::Sample; tcmalloc.mjs reads the fields it needs from them).
// workerd exports none of tcmalloc's C++ API, so gdb passes the address of MallocExtension_Internal_SnapshotCurrent,
// and the profile's Iterate is called through its vtable (slot 2, after the two destructors) with an
// absl::FunctionRef made by hand: { object pointer, invoker(object, const Sample&) }; slot 1 (the deleting destructor)
// frees the snapshot after.
#include <stdio.h>

typedef void *(*snapshot_fn)(int type);
typedef void (*iterate_fn)(void *profile, void *object, void (*invoker)(void *, const unsigned char *));

static FILE *out;
static long samples;

static void write_sample(void *object, const unsigned char *sample) {
  (void)object;
  fwrite(sample, 1, 768, out);
  samples++;
}

long safarnameh_dump_profile(void *snapshot, int type, const char *path) {
  out = fopen(path, "wb");
  if (!out) return -1;
  samples = 0;
  void *profile = ((snapshot_fn)snapshot)(type);
  if (!profile) {
    fclose(out);
    return -2;
  }
  ((iterate_fn)(*(void ***)profile)[2])(profile, NULL, write_sample);
  ((void (*)(void *))(*(void ***)profile)[1])(profile); // the deleting destructor: the snapshot is given back
  fclose(out);
  return samples;
}
