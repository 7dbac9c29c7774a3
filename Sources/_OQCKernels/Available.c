// Whether the kernels may run here, and which of their versions.
#include "OQCKernels.h"

int oqc_kernel_level = 0;

/// The level the processor allows (oqc_kernel_level is at most this).
static int detected_level = 0;

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
    __atomic_store_n(&oqc_kernel_level, level, __ATOMIC_RELAXED);
    return level > 0 ? 1 : 0;
#else
    return 0;
#endif
}

int oqc_kernels_use(int level) {
    const int detected = __atomic_load_n(&detected_level, __ATOMIC_RELAXED);
    const int chosen = level < detected ? level : detected;
    __atomic_store_n(&oqc_kernel_level, chosen, __ATOMIC_RELAXED);
    return chosen;
}
