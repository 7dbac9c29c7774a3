// The rows of a filled rounded rectangle (OpenQuartzCoreRendering's RasterBand.plainFill): the
// partly covered pixels four at a time, their coverage computed as RoundedRectCoverage.coverage(x:y:)
// computes it, operation for operation in the same order (AVX2 without FMA rounds every step as
// the Swift code's SSE2 does), so that each 8-bit coverage is the same; the fully covered runs
// stored, or blended through oqc_blend_solid.
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

/// Negative lanes as 0, exactly: (x + |x|) / 2, as EdgeRamp.positive.
OQC_AVX2 static inline __m256d positive(__m256d x) {
    const __m256d magnitude = _mm256_and_pd(x, _mm256_castsi256_pd(_mm256_set1_epi64x(0x7FFFFFFFFFFFFFFFLL)));
    return _mm256_mul_pd(_mm256_add_pd(x, magnitude), _mm256_set1_pd(0.5));
}

/// EdgeRamp.coverage(inside:) for one of its two lanes, four pixels at a time.
OQC_AVX2 static inline __m256d ramp(const oqc_rounded_rect *shape, int lane, __m256d t) {
    const __m256d s = _mm256_add_pd(t, _mm256_set1_pd(shape->ramp_half[lane]));
    const __m256d a = positive(s), b = positive(_mm256_sub_pd(s, _mm256_set1_pd(shape->ramp_h[lane])));
    const __m256d c = positive(_mm256_sub_pd(s, _mm256_set1_pd(shape->ramp_w[lane])));
    const __m256d d = positive(_mm256_sub_pd(s, _mm256_set1_pd(shape->ramp_span[lane])));
    __m256d sum = _mm256_sub_pd(_mm256_mul_pd(a, a), _mm256_mul_pd(b, b));
    sum = _mm256_add_pd(_mm256_sub_pd(sum, _mm256_mul_pd(c, c)), _mm256_mul_pd(d, d));
    return _mm256_mul_pd(sum, _mm256_set1_pd(shape->ramp_scale[lane]));
}

/// RoundedRectCoverage.cornerCoverage before its rounding to 8 bits, as a value in [0, 1] (or
/// beyond, clamped later): 1 and 0 where the uniform corner's early returns give 255 and 0.
OQC_AVX2 static inline __m256d corner(const oqc_rounded_rect *shape, __m256d cu, __m256d cv) {
    const __m256d half = _mm256_set1_pd(0.5);
    if (shape->is_uniform) {
        const __m256d squared = _mm256_add_pd(_mm256_mul_pd(cu, cu), _mm256_mul_pd(cv, cv));
        const __m256d distance = _mm256_sub_pd(_mm256_sqrt_pd(squared), _mm256_set1_pd(shape->radius));
        __m256d value = _mm256_sub_pd(half, _mm256_mul_pd(distance, _mm256_set1_pd(shape->u_scale)));
        value = _mm256_blendv_pd(value, _mm256_setzero_pd(),
                                 _mm256_cmp_pd(squared, _mm256_set1_pd(shape->outer_corner), _CMP_GE_OQ));
        return _mm256_blendv_pd(value, _mm256_set1_pd(1),
                                _mm256_cmp_pd(squared, _mm256_set1_pd(shape->inner_corner), _CMP_LE_OQ));
    }
    const __m256d inverse = _mm256_set1_pd(shape->inverse_radius);
    const __m256d x = _mm256_mul_pd(cu, inverse), y = _mm256_mul_pd(cv, inverse);
    const __m256d level = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(x, x), _mm256_mul_pd(y, y)));
    const __m256d gx = _mm256_mul_pd(_mm256_mul_pd(x, _mm256_set1_pd(shape->u_step)), inverse);
    const __m256d gy = _mm256_mul_pd(_mm256_mul_pd(y, _mm256_set1_pd(shape->v_step)), inverse);
    const __m256d gradient = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(gx, gx), _mm256_mul_pd(gy, gy)));
    const __m256d distance = _mm256_div_pd(_mm256_mul_pd(_mm256_sub_pd(level, _mm256_set1_pd(1)), level), gradient);
    return _mm256_sub_pd(half, distance);
}

/// RoundedRectCoverage.coverage(x:y:) of the pixels in columns `px` of row y (whose `uc * y` and
/// `vd * y` are given), as four 32-bit integers 0...255.
OQC_AVX2 static inline __m128i coverage4(const oqc_rounded_rect *shape, __m256d px, double ucy, double vdy) {
    const __m256d u = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(shape->ua), px), _mm256_set1_pd(ucy)),
                                    _mm256_set1_pd(shape->ut));
    const __m256d v = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(shape->vb), px), _mm256_set1_pd(vdy)),
                                    _mm256_set1_pd(shape->vt));
    const __m256d sign = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7FFFFFFFFFFFFFFFLL));
    const __m256d hw = _mm256_set1_pd(shape->half_width), hh = _mm256_set1_pd(shape->half_height);
    const __m256d au = _mm256_and_pd(_mm256_sub_pd(u, hw), sign), av = _mm256_and_pd(_mm256_sub_pd(v, hh), sign);
    __m256d value = _mm256_mul_pd(ramp(shape, 0, _mm256_mul_pd(_mm256_sub_pd(hw, au), _mm256_set1_pd(shape->u_scale))),
                                  ramp(shape, 1, _mm256_mul_pd(_mm256_sub_pd(hh, av), _mm256_set1_pd(shape->v_scale))));
    if (shape->corners != 0) {
        const __m256d cornerU = _mm256_set1_pd(shape->corner_u), cornerV = _mm256_set1_pd(shape->corner_v);
        const __m256d square = _mm256_and_pd(_mm256_cmp_pd(au, cornerU, _CMP_GT_OQ), _mm256_cmp_pd(av, cornerV, _CMP_GT_OQ));
        if (_mm256_movemask_pd(square) != 0) {
            // Which corner each pixel is near (CACornerMask's bit: 1 for u past the middle, 2 for
            // v), and whether that corner is rounded.
            const __m256d right = _mm256_cmp_pd(u, hw, _CMP_NLT_UQ), bottom = _mm256_cmp_pd(v, hh, _CMP_NLT_UQ);
            const uint32_t bits = shape->corners;
            const __m256d on = _mm256_castsi256_pd(_mm256_set1_epi64x(-1)), off = _mm256_setzero_pd();
            const __m256d top = _mm256_blendv_pd(bits & 1 ? on : off, bits & 2 ? on : off, right);
            const __m256d low = _mm256_blendv_pd(bits & 4 ? on : off, bits & 8 ? on : off, right);
            const __m256d rounded = _mm256_and_pd(square, _mm256_blendv_pd(top, low, bottom));
            if (_mm256_movemask_pd(rounded) != 0) {
                const __m256d near = corner(shape, _mm256_sub_pd(au, cornerU), _mm256_sub_pd(av, cornerV));
                value = _mm256_blendv_pd(value, near, rounded);
            }
        }
    }
    // PixelMath.factor: limited to [0, 1], times 255, rounded to nearest (ties to even).
    value = _mm256_min_pd(_mm256_max_pd(value, _mm256_setzero_pd()), _mm256_set1_pd(1));
    return _mm256_cvtpd_epi32(_mm256_mul_pd(value, _mm256_set1_pd(255)));
}

/// The partly covered pixels of row y: `a..<b` and `c..<d`, taken as one sequence of b - a + d - c
/// pixels, four at a time, so that the two short runs at a shape's sides (a pixel or two each,
/// mostly) share one vector step. Lane i of the sequence is column a + i while i < b - a and
/// c - (b - a) + i after. Each lane's shade is looked up, and its pixel loaded and stored, with a
/// plain move (no gather, no masked move: see oqc_load1 in Pixels.h).
OQC_AVX2 static inline void partial(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row, intptr_t y,
                                    intptr_t a, intptr_t b, intptr_t c, intptr_t d) {
    const double py = (double)y, ucy = shape->uc * py, vdy = shape->vd * py;
    const intptr_t first = b - a, count = first + (d - c);
    const __m128i lane = _mm_setr_epi32(0, 1, 2, 3);
    for (intptr_t i = 0; i < count; i += 4) {
        const __m128i index = _mm_add_epi32(_mm_set1_epi32((int)i), lane);
        const __m128i inFirst = _mm_cmpgt_epi32(_mm_set1_epi32((int)first), index);
        // Columns relative to a, so that they fit 32-bit lanes whatever the frame's origin.
        const __m128i column = _mm_add_epi32(index, _mm_andnot_si128(inFirst, _mm_set1_epi32((int)(c - first - a))));
        const __m256d px = _mm256_add_pd(_mm256_set1_pd((double)a), _mm256_cvtepi32_pd(column));
        int32_t coverage[4], columns[4];
        _mm_storeu_si128((__m128i *)coverage, coverage4(shape, px, ucy, vdy));
        _mm_storeu_si128((__m128i *)columns, column);
        const intptr_t lanes = count - i < 4 ? count - i : 4;
        uint32_t shade[4] = {0, 0, 0, 0}, under[4] = {0, 0, 0, 0}, blended[4];
        for (intptr_t j = 0; j < lanes; j++) {
            shade[j] = shades[coverage[j]];
            under[j] = row[a + columns[j]];
        }
        _mm_storeu_si128((__m128i *)blended, oqc_over4(_mm_loadu_si128((const __m128i *)shade),
                                                       _mm_loadu_si128((const __m128i *)under)));
        for (intptr_t j = 0; j < lanes; j++) row[a + columns[j]] = blended[j];
    }
}

OQC_AVX2 void oqc_fill_rounded_rect_rows(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0,
                                         intptr_t stride, intptr_t y0, intptr_t count, const oqc_row_span *spans) {
    const uint32_t color = shades[255];
    const __m256i colors = _mm256_set1_epi32((int)color);
    uint32_t *row = row0;
    for (intptr_t k = 0; k < count; k++, row += stride) {
        const oqc_row_span span = spans[k];
        if (span.full_start < span.full_end) {
            if (color >> 24 == 255) {
                intptr_t x = span.full_start;
                for (; x + 8 <= span.full_end; x += 8) _mm256_storeu_si256((__m256i *)(row + x), colors);
                for (; x < span.full_end; x++) row[x] = color;
            } else if (color != 0) {
                oqc_blend_solid(color, row + span.full_start, span.full_end - span.full_start);
            }
        }
        partial(shape, shades, row, y0 + k, span.from, span.full_start, span.full_end, span.to);
    }
}

#else

void oqc_fill_rounded_rect_rows(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0, intptr_t stride,
                                intptr_t y0, intptr_t count, const oqc_row_span *spans) {
    (void)shape; (void)shades; (void)row0; (void)stride; (void)y0; (void)count; (void)spans;
    __builtin_trap();
}

#endif
