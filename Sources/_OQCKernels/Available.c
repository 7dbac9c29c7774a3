// Whether the kernels may run here, and which of their versions: decided once, when the program
// is loaded, from the processor and the environment (OQC_KERNELS, OQC_DISABLE_KERNELS).
#include "OQCKernels.h"
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

int oqc_kernel_level = 0;

/// The level the processor allows (oqc_kernel_level is at most this).
static int detected_level = 0;

/// The level the environment allows: 0 portable, 1 AVX2, 2 AVX-512.
static int allowed_level = 2;

int oqc_kernels_available(void) {
#if defined(__x86_64__)
    // The compiler's checks read CPUID and also that the operating system saves the vector
    // registers. Valgrind, which emulates no AVX-512, reports its absence, so the AVX2 versions run
    // under it.
    __builtin_cpu_init();
    int level = 0;
    if (__builtin_cpu_supports("avx2")) level = 1;
    if (level == 1 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512vl")) level = 2;
    __atomic_store_n(&detected_level, level, __ATOMIC_RELAXED);
    return level > 0 ? 1 : 0;
#else
    return 0;
#endif
}

/// OQC_DISABLE_KERNELS (any value) or OQC_KERNELS=portable|none|swift: 0; avx2: 1; best, empty or
/// unset: 2. Anything else is read as best, with a warning on standard error.
static int environment_level(void) {
    if (getenv("OQC_DISABLE_KERNELS") != NULL) return 0;
    const char *value = getenv("OQC_KERNELS");
    if (value == NULL || value[0] == '\0' || strcasecmp(value, "best") == 0) return 2;
    if (strcasecmp(value, "avx2") == 0) return 1;
    if (strcasecmp(value, "portable") == 0 || strcasecmp(value, "none") == 0 || strcasecmp(value, "swift") == 0) return 0;
    fprintf(stderr, "warning: OQC_KERNELS=%s is not one of best, avx2, portable; using best\n", value);
    return 2;
}

/// Runs before main (and before any Swift code), so that the level is a plain global when the
/// compositor's loops first read it: a Swift `static let` would cost a call to `swift_once` on
/// every read of every run.
__attribute__((constructor)) static void oqc_kernels_start(void) {
    allowed_level = environment_level();
    const int available = oqc_kernels_available();
    const int detected = __atomic_load_n(&detected_level, __ATOMIC_RELAXED);
    const int level = available && allowed_level < detected ? allowed_level : detected;
    __atomic_store_n(&oqc_kernel_level, level, __ATOMIC_RELAXED);
}

int oqc_kernels_allowed_level(void) {
    return allowed_level;
}

int oqc_kernels_use(int level) {
    const int detected = __atomic_load_n(&detected_level, __ATOMIC_RELAXED);
    const int chosen = level < detected ? level : detected;
    __atomic_store_n(&oqc_kernel_level, chosen, __ATOMIC_RELAXED);
    return chosen;
}
