// Bilinear image sampling along a row (OpenQuartzCoreRendering's TexelSampler.bilinearRun, the run
// whose four texels all lie inside the image): four pixels a step, each sample's channels weighted
// down, then across, in 16-bit lanes with the Swift loop's truncations: vertical = (upper × (256 −
// wy) + lower × wy) >> 8, then (left × (256 − wx) + right × wx) >> 8, where wx and wy are the top 8
// bits of the coordinates' 16-bit fractions. Every sum is at most 255 × 256, so a 16-bit lane holds
// it. Each pixel's texels are read with plain 64-bit loads (no gathers: see oqc_load1 in Pixels.h).
// Opaque runs replace the row's pixels; others scale the sample by alpha (when under 255) and
// composite it source-over, with Pixels.h's arithmetic.
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

/// The samples of two pixels, at 16.16 texel coordinates (ux0, uy0) and (ux1, uy1), whose upper
/// left texels are at `first` and `second` (the lower ones `stride` texels further): two 32-bit
/// pixels, in lanes 0 and 1.
OQC_AVX2 static inline __m128i oqc_bilinear_pair(const uint32_t *first, const uint32_t *second, intptr_t stride,
                                                 int64_t ux0, int64_t uy0, int64_t ux1, int64_t uy1) {
    const __m256i top = _mm256_cvtepu8_epi16(_mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)first),
                                                                _mm_loadl_epi64((const __m128i *)second)));
    const __m256i bottom = _mm256_cvtepu8_epi16(_mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(first + stride)),
                                                                   _mm_loadl_epi64((const __m128i *)(second + stride))));
    const short wy0 = (short)((uy0 & 0xFFFF) >> 8), wy1 = (short)((uy1 & 0xFFFF) >> 8);
    const short wx0 = (short)((ux0 & 0xFFFF) >> 8), wx1 = (short)((ux1 & 0xFFFF) >> 8);
    const __m256i wy = _mm256_setr_m128i(_mm_set1_epi16(wy0), _mm_set1_epi16(wy1));
    const __m256i ky = _mm256_sub_epi16(_mm256_set1_epi16(256), wy);
    const __m256i vertical = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(top, ky), _mm256_mullo_epi16(bottom, wy)), 8);
    // Lanes 0 to 3 of each half hold the left texel's channels, 4 to 7 the right one's.
    const __m256i wx = _mm256_setr_m128i(_mm_set1_epi16(wx0), _mm_set1_epi16(wx1));
    const __m256i kx = _mm256_blend_epi16(_mm256_sub_epi16(_mm256_set1_epi16(256), wx), wx, 0xF0);
    const __m256i products = _mm256_mullo_epi16(vertical, kx);
    const __m256i sums = _mm256_srli_epi16(_mm256_add_epi16(products, _mm256_shuffle_epi32(products, _MM_SHUFFLE(1, 0, 3, 2))), 8);
    const __m256i packed = _mm256_packus_epi16(sums, sums);
    return _mm_unpacklo_epi32(_mm256_castsi256_si128(packed), _mm256_extracti128_si256(packed, 1));
}

OQC_AVX2 void oqc_bilinear_run(uint32_t *row, intptr_t count, const uint32_t *texels, intptr_t stride, int64_t ux,
                               int64_t uy, int64_t dx, int64_t dy, uint32_t alpha, int opaque) {
    const __m128i factors = _mm_set1_epi32((int)(alpha | (alpha << 16)));
    intptr_t index = 0;
    for (; index + 4 <= count; index += 4) {
        int64_t x[4], y[4];
        for (int i = 0; i < 4; i++) { x[i] = ux + i * dx; y[i] = uy + i * dy; }
        const __m128i low = oqc_bilinear_pair(texels + (y[0] >> 16) * stride + (x[0] >> 16),
                                              texels + (y[1] >> 16) * stride + (x[1] >> 16), stride, x[0], y[0], x[1], y[1]);
        const __m128i high = oqc_bilinear_pair(texels + (y[2] >> 16) * stride + (x[2] >> 16),
                                               texels + (y[3] >> 16) * stride + (x[3] >> 16), stride, x[2], y[2], x[3], y[3]);
        __m128i samples = _mm_unpacklo_epi64(low, high);
        __m128i *pointer = (__m128i *)(row + index);
        if (!opaque) {
            if (alpha < 255) samples = oqc_multiply4(samples, factors);
            samples = oqc_over4(samples, _mm_loadu_si128(pointer));
        }
        _mm_storeu_si128(pointer, samples);
        ux += 4 * dx;
        uy += 4 * dy;
    }
    // The last few one at a time (each sampled as the first of a pair with itself).
    for (; index < count; index++) {
        const uint32_t *texel = texels + (uy >> 16) * stride + (ux >> 16);
        __m128i sample = oqc_bilinear_pair(texel, texel, stride, ux, uy, ux, uy);
        if (!opaque) {
            if (alpha < 255) sample = oqc_multiply4(sample, factors);
            sample = oqc_over4(sample, oqc_load1(row + index));
        }
        oqc_store1(row + index, sample);
        ux += dx;
        uy += dy;
    }
}

#else

void oqc_bilinear_run(uint32_t *row, intptr_t count, const uint32_t *texels, intptr_t stride, int64_t ux,
                      int64_t uy, int64_t dx, int64_t dy, uint32_t alpha, int opaque) {
    (void)row; (void)count; (void)texels; (void)stride; (void)ux; (void)uy; (void)dx; (void)dy; (void)alpha; (void)opaque;
    __builtin_trap();
}

#endif
