// Runs of pixels blended with one colour or with an image row (OpenQuartzCoreRendering's SolidRun),
// sixteen pixels per AVX-512 step or eight per AVX2 step. AVX-512 takes the last few through masked
// loads and stores; AVX2 through a four-pixel step and single pixels (see oqc_load1 in Pixels.h),
// never touching the memory past the run.
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

OQC_AVX512 static void blend_solid16(uint32_t color, uint32_t *row, intptr_t count) {
    const __m512i colors = _mm512_set1_epi32((int)color);
    const __m512i keep = _mm512_set1_epi16((short)(255 - (color >> 24)));
    intptr_t index = 0;
    for (; index + 16 <= count; index += 16) {
        _mm512_storeu_si512(row + index, _mm512_add_epi32(oqc_multiply16(_mm512_loadu_si512(row + index), keep), colors));
    }
    if (index < count) {
        const __mmask16 lanes = oqc_first_lanes16(count - index);
        const __m512i pixels = _mm512_maskz_loadu_epi32(lanes, row + index);
        _mm512_mask_storeu_epi32(row + index, lanes, _mm512_add_epi32(oqc_multiply16(pixels, keep), colors));
    }
}

OQC_AVX2 void oqc_blend_solid(uint32_t color, uint32_t *row, intptr_t count) {
    if (oqc_kernel_level_now() >= 2) {
        blend_solid16(color, row, count);
        return;
    }
    const __m256i colors = _mm256_set1_epi32((int)color);
    const __m256i keep = _mm256_set1_epi16((short)(255 - (color >> 24)));
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i *pointer = (__m256i *)(row + index);
        _mm256_storeu_si256(pointer, _mm256_add_epi32(oqc_multiply8(_mm256_loadu_si256(pointer), keep), colors));
    }
    const __m128i colors4 = _mm256_castsi256_si128(colors), keep4 = _mm256_castsi256_si128(keep);
    if (index + 4 <= count) {
        __m128i *pointer = (__m128i *)(row + index);
        _mm_storeu_si128(pointer, _mm_add_epi32(oqc_multiply4(_mm_loadu_si128(pointer), keep4), colors4));
        index += 4;
    }
    for (; index < count; index++) {
        oqc_store1(row + index, _mm_add_epi32(oqc_multiply4(oqc_load1(row + index), keep4), colors4));
    }
}

/// The loop of oqc_blend_image, inlined twice: with the source scaled by `alpha` and without.
OQC_AVX2 static inline void blend_image(const uint32_t *source, uint32_t alpha, int scaled, uint32_t *row,
                                        intptr_t count) {
    const __m256i factor = _mm256_set1_epi16((short)alpha);
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + index));
        if (scaled) pixels = oqc_multiply8(pixels, factor);
        __m256i *pointer = (__m256i *)(row + index);
        _mm256_storeu_si256(pointer, oqc_over8(pixels, _mm256_loadu_si256(pointer)));
    }
    const __m128i factor4 = _mm256_castsi256_si128(factor);
    if (index + 4 <= count) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(source + index));
        if (scaled) pixels = oqc_multiply4(pixels, factor4);
        __m128i *pointer = (__m128i *)(row + index);
        _mm_storeu_si128(pointer, oqc_over4(pixels, _mm_loadu_si128(pointer)));
        index += 4;
    }
    for (; index < count; index++) {
        __m128i pixel = oqc_load1(source + index);
        if (scaled) pixel = oqc_multiply4(pixel, factor4);
        oqc_store1(row + index, oqc_over4(pixel, oqc_load1(row + index)));
    }
}

/// blend_image sixteen pixels at a time.
OQC_AVX512 static inline void blend_image16(const uint32_t *source, uint32_t alpha, int scaled, uint32_t *row,
                                            intptr_t count) {
    const __m512i factor = _mm512_set1_epi16((short)alpha);
    intptr_t index = 0;
    for (; index + 16 <= count; index += 16) {
        __m512i pixels = _mm512_loadu_si512(source + index);
        if (scaled) pixels = oqc_multiply16(pixels, factor);
        _mm512_storeu_si512(row + index, oqc_over16(pixels, _mm512_loadu_si512(row + index)));
    }
    if (index < count) {
        const __mmask16 lanes = oqc_first_lanes16(count - index);
        __m512i pixels = _mm512_maskz_loadu_epi32(lanes, source + index);
        if (scaled) pixels = oqc_multiply16(pixels, factor);
        _mm512_mask_storeu_epi32(row + index, lanes, oqc_over16(pixels, _mm512_maskz_loadu_epi32(lanes, row + index)));
    }
}

OQC_AVX512 static void blend_image_avx512(const uint32_t *source, uint32_t alpha, uint32_t *row, intptr_t count) {
    if (alpha == 255) {
        blend_image16(source, 255, 0, row, count);
    } else {
        blend_image16(source, alpha, 1, row, count);
    }
}

OQC_AVX2 void oqc_blend_image(const uint32_t *source, uint32_t alpha, uint32_t *row, intptr_t count) {
    if (oqc_kernel_level_now() >= 2) {
        blend_image_avx512(source, alpha, row, count);
    } else if (alpha == 255) {
        blend_image(source, 255, 0, row, count);
    } else {
        blend_image(source, alpha, 1, row, count);
    }
}

#else

void oqc_blend_solid(uint32_t color, uint32_t *row, intptr_t count) {
    (void)color; (void)row; (void)count;
    __builtin_trap();
}

void oqc_blend_image(const uint32_t *source, uint32_t alpha, uint32_t *row, intptr_t count) {
    (void)source; (void)alpha; (void)row; (void)count;
    __builtin_trap();
}

#endif
