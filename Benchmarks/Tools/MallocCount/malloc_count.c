// malloc_count: an LD_PRELOAD library that counts a process's heap allocations (malloc, calloc,
// realloc, memalign, posix_memalign, aligned_alloc, valloc, pvalloc; every thread) and, at exit,
// appends "PROGRAM mallocs=N" to the file MALLOC_COUNT_OUT names (standard error without it; a
// child process that inherits LD_PRELOAD appends its own line). Each call is
// passed on to glibc's own allocator (__libc_malloc and its siblings). scripts/bench-cli-allocations.sh
// runs ca-render under it twice, for two frame counts, and divides the difference by the difference
// in frames: ca-render's allocations per frame, without changing ca-render.
// Build: gcc -O2 -shared -fPIC malloc_count.c -o malloc_count.so   (Linux, glibc)
#define _GNU_SOURCE
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void *__libc_valloc(size_t);
extern void *__libc_pvalloc(size_t);

static atomic_ulong allocations;

static inline void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count(); return __libc_calloc(n, size); }
// A realloc that moves or grows is an allocation as far as the allocator's work goes; one of a null
// pointer is a malloc. A realloc to size 0 frees and is not counted.
void *realloc(void *p, size_t size) { if (size) count(); return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { count(); return __libc_valloc(size); }
void *pvalloc(size_t size) { count(); return __libc_pvalloc(size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    count();
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

__attribute__((destructor)) static void report(void) {
    unsigned long n = atomic_load(&allocations);
    const char *path = getenv("MALLOC_COUNT_OUT");
    FILE *out = path ? fopen(path, "a") : NULL;
    fprintf(out ? out : stderr, "%s mallocs=%lu\n", program_invocation_short_name, n);
    if (out) fclose(out);
}
