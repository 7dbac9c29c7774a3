// The coverage rows of a path fill (OpenQuartzCoreRendering's CoverageRow.accumulate) and its
// partly covered runs (MaskedRun.blend), eight cells or pixels per AVX2 step: integer arithmetic
// throughout, so each result is the Swift loop's exactly.
#include <string.h>
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

/// The 8-bit coverage of eight accumulated sums, as CoverageRow.coverage computes it: the area
/// (|sum| up to one pixel, or the sum modulo two pixels folded), times alpha, plus a half, over 2^17.
OQC_AVX2 static inline __m256i coverage8(__m256i sums, __m256i alpha, int even_odd) {
    const __m256i full = _mm256_set1_epi32(1 << 17);
    __m256i area;
    if (even_odd) {
        area = _mm256_and_si256(sums, _mm256_set1_epi32(0x3FFFF));
        area = _mm256_min_epu32(area, _mm256_sub_epi32(_mm256_set1_epi32(0x40000), area));
    } else {
        // |INT32_MIN| stays 2^31, which the unsigned minimum limits to one pixel as Swift's magnitude is.
        area = _mm256_min_epu32(_mm256_abs_epi32(sums), full);
    }
    return _mm256_srli_epi32(_mm256_add_epi32(_mm256_mullo_epi32(area, alpha), _mm256_set1_epi32(1 << 16)), 17);
}

/// The scalar step, for the last few cells.
static inline uint32_t coverage1(int32_t sum, uint32_t alpha, int even_odd) {
    uint32_t area;
    if (even_odd) {
        area = (uint32_t)sum & 0x3FFFF;
        if (area > (1u << 17)) area = 0x40000 - area;
    } else {
        area = sum < 0 ? 0u - (uint32_t)sum : (uint32_t)sum;
        if (area > (1u << 17)) area = 1u << 17;
    }
    return (area * alpha + (1u << 16)) >> 17;
}

OQC_AVX2 int32_t oqc_accumulate_coverage(int32_t *cells, intptr_t count, int32_t running, uint32_t alpha,
                                         int even_odd, uint8_t *coverage) {
    const __m256i alphas = _mm256_set1_epi32((int)alpha), last = _mm256_set1_epi32(7), third = _mm256_set1_epi32(3);
    const __m256i split = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    __m256i sum = _mm256_set1_epi32(running);
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        __m256i *pointer = (__m256i *)(cells + 2 * index);
        // Eight (cover, area) pairs, split into the covers and the areas.
        const __m256i low = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(pointer), split);
        const __m256i high = _mm256_permutevar8x32_epi32(_mm256_loadu_si256(pointer + 1), split);
        _mm256_storeu_si256(pointer, _mm256_setzero_si256());
        _mm256_storeu_si256(pointer + 1, _mm256_setzero_si256());
        const __m256i covers = _mm256_slli_epi32(_mm256_permute2x128_si256(low, high, 0x20), 9);
        const __m256i areas = _mm256_permute2x128_si256(low, high, 0x31);
        // Inclusive prefix sums of the covers: within each half, then the lower half's total
        // carried into the upper half.
        __m256i prefix = _mm256_add_epi32(covers, _mm256_slli_si256(covers, 4));
        prefix = _mm256_add_epi32(prefix, _mm256_slli_si256(prefix, 8));
        const __m256i carry = _mm256_permutevar8x32_epi32(prefix, third);
        prefix = _mm256_add_epi32(prefix, _mm256_blend_epi32(_mm256_setzero_si256(), carry, 0xF0));
        // Each pixel: the running sum, the covers before it, its area.
        const __m256i values = _mm256_add_epi32(_mm256_add_epi32(sum, _mm256_sub_epi32(prefix, covers)), areas);
        sum = _mm256_add_epi32(sum, _mm256_permutevar8x32_epi32(prefix, last));
        const __m256i c = coverage8(values, alphas, even_odd);
        const __m128i words = _mm_packus_epi32(_mm256_castsi256_si128(c), _mm256_extracti128_si256(c, 1));
        _mm_storel_epi64((__m128i *)(coverage + index), _mm_packus_epi16(words, words));
    }
    uint32_t total = (uint32_t)_mm256_cvtsi256_si32(sum);
    for (; index < count; index++) {
        int32_t *pair = cells + 2 * index;
        const int32_t value = (int32_t)(total + (uint32_t)pair[1]);
        total += (uint32_t)pair[0] << 9;
        pair[0] = 0;
        pair[1] = 0;
        coverage[index] = (uint8_t)coverage1(value, alpha, even_odd);
    }
    return (int32_t)total;
}

/// Eight coverages, each in both 16-bit lanes of its pixel's word (the last `count` < 8 read
/// without touching the bytes past them).
OQC_AVX2 static inline __m256i factors8(const uint8_t *coverage, intptr_t count) {
    __m128i bytes;
    if (count >= 8) {
        bytes = _mm_loadl_epi64((const __m128i *)coverage);
    } else {
        uint8_t part[8] = {0};
        memcpy(part, coverage, (size_t)count);
        bytes = _mm_loadl_epi64((const __m128i *)part);
    }
    const __m256i c = _mm256_cvtepu8_epi32(bytes);
    return _mm256_or_si256(c, _mm256_slli_epi32(c, 16));
}

/// The loop of both masked blends: the source one colour (`image` 0) or a row of pixels.
OQC_AVX2 static inline void blend_masked(uint32_t color, const uint32_t *source, int image, const uint8_t *coverage,
                                         uint32_t *row, intptr_t count) {
    const __m256i colors = _mm256_set1_epi32((int)color);
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        const __m256i pixels = image ? _mm256_loadu_si256((const __m256i *)(source + index)) : colors;
        __m256i *pointer = (__m256i *)(row + index);
        const __m256i scaled = oqc_multiply8(pixels, factors8(coverage + index, 8));
        _mm256_storeu_si256(pointer, oqc_over8(scaled, _mm256_loadu_si256(pointer)));
    }
    // The last few pixels without masked moves (see oqc_load1 in Pixels.h): four, then one by one.
    const __m128i colors4 = _mm256_castsi256_si128(colors);
    if (index + 4 <= count) {
        const __m128i pixels = image ? _mm_loadu_si128((const __m128i *)(source + index)) : colors4;
        int32_t four;
        memcpy(&four, coverage + index, 4);
        const __m128i c = _mm_cvtepu8_epi32(_mm_cvtsi32_si128(four));
        __m128i *pointer = (__m128i *)(row + index);
        const __m128i scaled = oqc_multiply4(pixels, _mm_or_si128(c, _mm_slli_epi32(c, 16)));
        _mm_storeu_si128(pointer, oqc_over4(scaled, _mm_loadu_si128(pointer)));
        index += 4;
    }
    for (; index < count; index++) {
        const __m128i pixel = image ? oqc_load1(source + index) : colors4;
        const __m128i scaled = oqc_multiply4(pixel, _mm_set1_epi32((int)(coverage[index] | (uint32_t)coverage[index] << 16)));
        oqc_store1(row + index, oqc_over4(scaled, oqc_load1(row + index)));
    }
}

OQC_AVX2 void oqc_blend_solid_mask(uint32_t color, const uint8_t *coverage, uint32_t *row, intptr_t count) {
    blend_masked(color, 0, 0, coverage, row, count);
}

OQC_AVX2 void oqc_blend_image_mask(const uint32_t *source, const uint8_t *coverage, uint32_t *row, intptr_t count) {
    blend_masked(0, source, 1, coverage, row, count);
}

#else

int32_t oqc_accumulate_coverage(int32_t *cells, intptr_t count, int32_t running, uint32_t alpha, int even_odd,
                                uint8_t *coverage) {
    (void)cells; (void)count; (void)running; (void)alpha; (void)even_odd; (void)coverage;
    __builtin_trap();
}

void oqc_blend_solid_mask(uint32_t color, const uint8_t *coverage, uint32_t *row, intptr_t count) {
    (void)color; (void)coverage; (void)row; (void)count;
    __builtin_trap();
}

void oqc_blend_image_mask(const uint32_t *source, const uint8_t *coverage, uint32_t *row, intptr_t count) {
    (void)source; (void)coverage; (void)row; (void)count;
    __builtin_trap();
}

#endif
