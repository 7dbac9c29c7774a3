// The colours of a run of a gradient fill (OpenQuartzCoreRendering's GradientSource), eight
// pixels per AVX2 step: each pixel's parameter computed in single precision operation for
// operation as the Swift loop computes it (no FMA: every product and sum rounded as Swift rounds
// it), then looked up in the gradient's table.
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

/// The angle of (u, v) from the u axis in turns, 0 up to 1, as GradientSource.turn computes it:
/// the arctangent of the smaller over the larger magnitude by Abramowitz and Stegun's polynomial
/// 4.4.47 (its coefficients over 2 pi), then reflected into its octant.
OQC_AVX2 static inline __m256 turn8(__m256 u, __m256 v) {
    const __m256 magnitude = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFFFFFF));
    const __m256 zero = _mm256_setzero_ps();
    const __m256 ax = _mm256_and_ps(u, magnitude), ay = _mm256_and_ps(v, magnitude);
    const __m256 steep = _mm256_cmp_ps(ay, ax, _CMP_GT_OQ);
    const __m256 larger = _mm256_blendv_ps(ax, ay, steep), smaller = _mm256_blendv_ps(ay, ax, steep);
    const __m256 a = _mm256_and_ps(_mm256_div_ps(smaller, larger), _mm256_cmp_ps(larger, zero, _CMP_GT_OQ));
    const __m256 s = _mm256_mul_ps(a, a);
    __m256 p = _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(0x1.b2a2cep-9f), s), _mm256_set1_ps(-0x1.bbfc16p-7f));
    p = _mm256_add_ps(_mm256_mul_ps(p, s), _mm256_set1_ps(0x1.d5bc16p-6f));
    p = _mm256_add_ps(_mm256_mul_ps(p, s), _mm256_set1_ps(-0x1.aea4c2p-5f));
    p = _mm256_add_ps(_mm256_mul_ps(p, s), _mm256_set1_ps(0x1.45e7d8p-3f));
    p = _mm256_mul_ps(p, a);
    p = _mm256_blendv_ps(p, _mm256_sub_ps(_mm256_set1_ps(0.25f), p), steep);
    p = _mm256_blendv_ps(p, _mm256_sub_ps(_mm256_set1_ps(0.5f), p), _mm256_cmp_ps(u, zero, _CMP_LT_OQ));
    return _mm256_blendv_ps(p, _mm256_sub_ps(_mm256_set1_ps(1.0f), p), _mm256_cmp_ps(v, zero, _CMP_LT_OQ));
}

/// The table indices of eight pixels, `lanes` their columns from where the run's start values were
/// taken.
OQC_AVX2 static inline __m256i indices8(const oqc_gradient_span *g, __m256 lanes) {
    __m256 u = _mm256_add_ps(_mm256_set1_ps(g->u0), _mm256_mul_ps(lanes, _mm256_set1_ps(g->du)));
    __m256 v = _mm256_add_ps(_mm256_set1_ps(g->v0), _mm256_mul_ps(lanes, _mm256_set1_ps(g->dv)));
    if (g->projective) {
        const __m256 w = _mm256_add_ps(_mm256_set1_ps(g->w0), _mm256_mul_ps(lanes, _mm256_set1_ps(g->dw)));
        u = _mm256_div_ps(u, w);
        v = _mm256_div_ps(v, w);
    }
    const __m256 size = _mm256_set1_ps((float)g->size);
    __m256 s;
    if (g->kind == 0) {
        s = u;
    } else if (g->kind == 1) {
        s = _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(u, u), _mm256_mul_ps(v, v)));
    } else if (g->kind == 3) {
        const __m256 d = _mm256_add_ps(_mm256_mul_ps(u, _mm256_set1_ps(g->hx)), _mm256_mul_ps(v, _mm256_set1_ps(g->hy)));
        const __m256 q = _mm256_add_ps(_mm256_mul_ps(u, u), _mm256_mul_ps(v, v));
        s = _mm256_add_ps(d, _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(d, d), q)));
    } else {
        s = _mm256_mul_ps(turn8(u, v), size);
    }
    // max(s, -1) is s > -1 ? s : -1 (NaN becomes -1), then min(s, size).
    s = _mm256_min_ps(_mm256_max_ps(s, _mm256_set1_ps(-1.0f)), size);
    __m256i index = _mm256_sub_epi32(_mm256_cvttps_epi32(_mm256_add_ps(s, _mm256_set1_ps(1.0f))), _mm256_set1_epi32(1));
    // -1 and size are the pad colours, just outside the bins (GradientTable).
    index = _mm256_max_epi32(index, _mm256_set1_epi32(-1));
    return _mm256_min_epi32(index, _mm256_set1_epi32(g->size));
}

OQC_AVX2 void oqc_gradient_colors(const oqc_gradient_span *g, uint32_t *colors, intptr_t count) {
    // The table is read with plain loads, not a gather (microcoded on AMD before Zen 4; see
    // oqc_load1 in Pixels.h): the indices are computed eight at a time, the lookups one by one.
    const __m256i steps = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const uint32_t *table = g->table;
    int32_t indices[8];
    for (intptr_t index = 0; index < count; index += 8) {
        const __m256 lanes = _mm256_cvtepi32_ps(_mm256_add_epi32(_mm256_set1_epi32(g->first + (int)index), steps));
        _mm256_storeu_si256((__m256i *)indices, indices8(g, lanes));
        const intptr_t n = count - index < 8 ? count - index : 8;
        for (intptr_t j = 0; j < n; j++) colors[index + j] = table[indices[j]];
    }
}

#else

void oqc_gradient_colors(const oqc_gradient_span *g, uint32_t *colors, intptr_t count) {
    (void)g; (void)colors; (void)count;
    __builtin_trap();
}

#endif
