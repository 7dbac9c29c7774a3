// Bilinear image sampling along a row (OpenQuartzCoreRendering's TexelSampler.bilinearRun, the run
// whose four texels all lie inside the image), for runs that step one texel across and none down
// (a translated image): eight pixels a step from contiguous loads (oqc_bilinear_shifted), the rest
// one at a time. Each sample's channels are weighted down, then across, in 16-bit lanes with the
// Swift loop's truncations: vertical = (upper × (256 − wy) + lower × wy) >> 8, then (left × (256 −
// wx) + right × wx) >> 8, where wx and wy are the top 8 bits of the coordinates' 16-bit fractions.
// Every sum is at most 255 × 256, so a 16-bit lane holds it. Opaque runs replace the row's pixels;
// others scale the sample by alpha (when under 255) and composite it source-over, with Pixels.h's
// arithmetic.
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

/// Eight channels' weighted sums in 16-bit lanes: (a × (256 − w) + b × w) >> 8, `k` holding 256 − w.
OQC_AVX2 static inline __m256i oqc_weigh8(__m256i a, __m256i b, __m256i k, __m256i w) {
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, k), _mm256_mullo_epi16(b, w)), 8);
}

/// The start of a run whose coordinates step by exactly one texel across and none down: an image
/// moved by a fraction of a pixel, the commonest transform of contents. Every pixel then has the
/// same weights, and the texels of eight consecutive pixels are eight consecutive texels of two
/// rows and the eight after them, four plain loads, so eight pixels a step. The same products and
/// truncations as oqc_bilinear_pair. Returns how many pixels it drew (a multiple of eight).
OQC_AVX2 static intptr_t oqc_bilinear_shifted(uint32_t *row, intptr_t count, const uint32_t *texels, intptr_t stride,
                                              int64_t ux, int64_t uy, uint32_t alpha, int opaque) {
    const uint32_t *top = texels + (uy >> 16) * stride + (ux >> 16), *bottom = top + stride;
    const short wy = (short)((uy & 0xFFFF) >> 8), wx = (short)((ux & 0xFFFF) >> 8);
    const __m256i down = _mm256_set1_epi16(wy), up = _mm256_set1_epi16((short)(256 - wy));
    const __m256i right = _mm256_set1_epi16(wx), left = _mm256_set1_epi16((short)(256 - wx));
    const __m256i zero = _mm256_setzero_si256(), factors = _mm256_set1_epi32((int)(alpha | (alpha << 16)));
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        const __m256i t0 = _mm256_loadu_si256((const __m256i *)(top + index));
        const __m256i t1 = _mm256_loadu_si256((const __m256i *)(top + index + 1));
        const __m256i b0 = _mm256_loadu_si256((const __m256i *)(bottom + index));
        const __m256i b1 = _mm256_loadu_si256((const __m256i *)(bottom + index + 1));
        // Pixels 0, 1, 4 and 5 in the low halves' lanes, 2, 3, 6 and 7 in the high ones; packing
        // puts them back in order.
        const __m256i low = oqc_weigh8(oqc_weigh8(_mm256_unpacklo_epi8(t0, zero), _mm256_unpacklo_epi8(b0, zero), up, down),
                                       oqc_weigh8(_mm256_unpacklo_epi8(t1, zero), _mm256_unpacklo_epi8(b1, zero), up, down),
                                       left, right);
        const __m256i high = oqc_weigh8(oqc_weigh8(_mm256_unpackhi_epi8(t0, zero), _mm256_unpackhi_epi8(b0, zero), up, down),
                                        oqc_weigh8(_mm256_unpackhi_epi8(t1, zero), _mm256_unpackhi_epi8(b1, zero), up, down),
                                        left, right);
        __m256i samples = _mm256_packus_epi16(low, high);
        __m256i *pointer = (__m256i *)(row + index);
        if (!opaque) {
            if (alpha < 255) samples = oqc_multiply8(samples, factors);
            samples = oqc_over8(samples, _mm256_loadu_si256(pointer));
        }
        _mm256_storeu_si256(pointer, samples);
    }
    return index;
}

OQC_AVX2 void oqc_bilinear_run(uint32_t *row, intptr_t count, const uint32_t *texels, intptr_t stride, int64_t ux,
                               int64_t uy, int64_t dx, int64_t dy, uint32_t alpha, int opaque) {
    const __m128i factors = _mm_set1_epi32((int)(alpha | (alpha << 16)));
    intptr_t index = 0;
    if (dx == 65536 && dy == 0) {
        index = oqc_bilinear_shifted(row, count, texels, stride, ux, uy, alpha, opaque);
        ux += index * dx;
    }
    // The rest one at a time (each sampled as the first of a pair with itself): the last few of a
    // translated run, or a whole run of other steps. Such runs are drawn by the Swift loop, which
    // steps its weights in vector lanes and takes fewer instructions than pairs set up here anew
    // (measured: 2.3 G against 2.9 G for Probe's sprites scene); this path keeps the kernel right for
    // any step.
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
