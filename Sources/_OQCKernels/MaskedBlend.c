// A picture composited through a mask's picture (OpenQuartzCoreRendering's RasterBand.endMask): each
// premultiplied source pixel times its mask pixel's alpha over 255, rounded, then source-over the
// row, eight pixels per AVX2 step, the last few through a four-pixel step and single pixels (see
// oqc_load1 in Pixels.h). Where the source pixel or the mask's alpha is 0 the row keeps its pixel,
// as the Swift loop leaves it: the product is 0, and 0 over a pixel is the pixel. A mask alpha of
// 255 leaves the source pixel as it is, as the Swift loop does (x * 255 / 255 rounds to x).
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

OQC_AVX2 void oqc_blend_masked(const uint32_t *source, const uint32_t *mask, uint32_t *row, intptr_t count) {
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        const __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + index));
        const __m256i factors = oqc_alpha8(_mm256_loadu_si256((const __m256i *)(mask + index)));
        // Nothing to draw in these eight: the row stays as it is.
        if (_mm256_testz_si256(pixels, pixels) || _mm256_testz_si256(factors, factors)) continue;
        __m256i *pointer = (__m256i *)(row + index);
        _mm256_storeu_si256(pointer, oqc_over8(oqc_multiply8(pixels, factors), _mm256_loadu_si256(pointer)));
    }
    if (index + 4 <= count) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(source + index));
        const __m128i factors = oqc_alpha4(_mm_loadu_si128((const __m128i *)(mask + index)));
        __m128i *pointer = (__m128i *)(row + index);
        _mm_storeu_si128(pointer, oqc_over4(oqc_multiply4(pixels, factors), _mm_loadu_si128(pointer)));
        index += 4;
    }
    for (; index < count; index++) {
        const __m128i pixel = oqc_multiply4(oqc_load1(source + index), oqc_alpha4(oqc_load1(mask + index)));
        oqc_store1(row + index, oqc_over4(pixel, oqc_load1(row + index)));
    }
}

#else

void oqc_blend_masked(const uint32_t *source, const uint32_t *mask, uint32_t *row, intptr_t count) {
    (void)source; (void)mask; (void)row; (void)count;
    __builtin_trap();
}

#endif
