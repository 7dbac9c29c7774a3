// Pixel arithmetic in AVX2 registers, shared by the kernels: premultiplied 32-bit pixels, each
// product of 8-bit values divided by 255 with rounding exactly as OpenQuartzCoreRendering's
// PixelMath does it ((t + 128) * 257 >> 16, SSE2's and AVX2's pmulhuw).
#ifndef OQC_KERNELS_PIXELS_H
#define OQC_KERNELS_PIXELS_H

#if defined(__x86_64__)
#include <immintrin.h>

#define OQC_AVX2 __attribute__((target("avx2")))
#define OQC_AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl")))

/// oqc_kernel_level, read atomically (tests change it while other threads draw; every level gives
/// the same pixels).
static inline int oqc_kernel_level_now(void) {
    return __atomic_load_n(&oqc_kernel_level, __ATOMIC_RELAXED);
}

/// Each pixel's four channels times the factor in its two 16-bit lanes, over 255, rounded.
OQC_AVX2 static inline __m256i oqc_multiply8(__m256i pixels, __m256i factors) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(pixels, mask), factors), half);
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(pixels, 8), mask), factors), half);
    return _mm256_or_si256(_mm256_mulhi_epu16(rb, m257), _mm256_slli_epi32(_mm256_mulhi_epu16(ag, m257), 8));
}

/// The same for four pixels.
OQC_AVX2 static inline __m128i oqc_multiply4(__m128i pixels, __m128i factors) {
    const __m128i mask = _mm_set1_epi32(0x00FF00FF), half = _mm_set1_epi16(128), m257 = _mm_set1_epi16(257);
    __m128i rb = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(pixels, mask), factors), half);
    __m128i ag = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(_mm_srli_epi32(pixels, 8), mask), factors), half);
    return _mm_or_si128(_mm_mulhi_epu16(rb, m257), _mm_slli_epi32(_mm_mulhi_epu16(ag, m257), 8));
}

/// Each pixel's alpha in both 16-bit lanes of its word: its top byte moved to bytes 0 and 2, the
/// others zeroed.
OQC_AVX2 static inline __m256i oqc_alpha8(__m256i pixels) {
    const __m256i spread = _mm256_setr_epi8(3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1,
                                            3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1);
    return _mm256_shuffle_epi8(pixels, spread);
}

/// The same for four pixels.
OQC_AVX2 static inline __m128i oqc_alpha4(__m128i pixels) {
    const __m128i spread = _mm_setr_epi8(3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1);
    return _mm_shuffle_epi8(pixels, spread);
}

/// 255 less each pixel's alpha, in both 16-bit lanes of its word.
OQC_AVX2 static inline __m256i oqc_inverse_alpha8(__m256i pixels) {
    return _mm256_xor_si256(oqc_alpha8(pixels), _mm256_set1_epi32(0x00FF00FF));
}

/// The same for four pixels.
OQC_AVX2 static inline __m128i oqc_inverse_alpha4(__m128i pixels) {
    return _mm_xor_si128(oqc_alpha4(pixels), _mm_set1_epi32(0x00FF00FF));
}

/// Source-over of eight premultiplied source pixels on eight destination pixels.
OQC_AVX2 static inline __m256i oqc_over8(__m256i source, __m256i destination) {
    return _mm256_add_epi32(oqc_multiply8(destination, oqc_inverse_alpha8(source)), source);
}

/// Source-over of four premultiplied source pixels on four destination pixels.
OQC_AVX2 static inline __m128i oqc_over4(__m128i source, __m128i destination) {
    return _mm_add_epi32(oqc_multiply4(destination, oqc_inverse_alpha4(source)), source);
}

/// A pixel in lane 0 of a register (and zero in the others), loaded with a plain 32-bit move.
///
/// The kernels' AVX2 versions use no masked moves (VPMASKMOVD) and no gathers: AMD's processors
/// before Zen 4 microcode both, a masked store costing ten times a plain one there, which made the
/// short runs at shape edges (a few pixels each, hundreds of thousands a frame) the slowest part
/// of a frame. Runs' last few pixels go one at a time through the same arithmetic instead, and
/// table lookups are plain loads.
OQC_AVX2 static inline __m128i oqc_load1(const uint32_t *pixel) {
    return _mm_cvtsi32_si128((int)*pixel);
}

/// Stores lane 0 of `pixels` to `pixel`.
OQC_AVX2 static inline void oqc_store1(uint32_t *pixel, __m128i pixels) {
    *pixel = (uint32_t)_mm_cvtsi128_si32(pixels);
}

/// A mask with the first `count` (0...8) 32-bit lanes set, for masked loads and stores.
OQC_AVX2 static inline __m256i oqc_first_lanes8(intptr_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

/// The same for four lanes (0...4).
OQC_AVX2 static inline __m128i oqc_first_lanes4(intptr_t count) {
    return _mm_cmpgt_epi32(_mm_set1_epi32((int)count), _mm_setr_epi32(0, 1, 2, 3));
}

/// oqc_multiply8 for sixteen pixels.
OQC_AVX512 static inline __m512i oqc_multiply16(__m512i pixels, __m512i factors) {
    const __m512i mask = _mm512_set1_epi32(0x00FF00FF), half = _mm512_set1_epi16(128), m257 = _mm512_set1_epi16(257);
    __m512i rb = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(pixels, mask), factors), half);
    __m512i ag = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(_mm512_srli_epi32(pixels, 8), mask), factors), half);
    return _mm512_or_si512(_mm512_mulhi_epu16(rb, m257), _mm512_slli_epi32(_mm512_mulhi_epu16(ag, m257), 8));
}

/// oqc_over8 for sixteen pixels.
OQC_AVX512 static inline __m512i oqc_over16(__m512i source, __m512i destination) {
    const __m512i spread = _mm512_set4_epi32((int)0xFF0FFF0F, (int)0xFF0BFF0B, (int)0xFF07FF07, (int)0xFF03FF03);
    const __m512i keep = _mm512_xor_si512(_mm512_shuffle_epi8(source, spread), _mm512_set1_epi32(0x00FF00FF));
    return _mm512_add_epi32(oqc_multiply16(destination, keep), source);
}

/// A mask of the first `count` (0...16) lanes.
static inline __mmask16 oqc_first_lanes16(intptr_t count) {
    return (__mmask16)((1u << count) - 1);
}

#endif
#endif
