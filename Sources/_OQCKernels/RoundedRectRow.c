// The rows of a filled rounded rectangle (OpenQuartzCoreRendering's RasterBand.plainFill): the fully
// covered runs stored, or blended through oqc_blend_solid, row by row; the partly covered pixels
// queued across rows and taken four at a time, their coverage computed as
// RoundedRectCoverage.coverage(x:y:) computes it, operation for operation in the same order (AVX2
// without FMA rounds every step as the Swift code's SSE2 does), so that each 8-bit coverage is the same.
#include "OQCKernels.h"
#include "Pixels.h"
#include <math.h>

#if defined(__x86_64__)

/// Negative lanes as 0: EdgeRamp.positive's (x + |x|) / 2, which for a finite x is exactly
/// max(x, 0) but for the sign of a zero, and every use squares it.
OQC_AVX2 static inline __m256d positive(__m256d x) {
    return _mm256_max_pd(x, _mm256_setzero_pd());
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

/// RoundedRectCoverage.coverage(x:y:) of the pixels at columns `px` and rows `py`, as four 32-bit
/// integers 0...255 (`uc * y` and `vd * y` rounded as the Swift code rounds them, per lane).
OQC_AVX2 static inline __m128i coverage4(const oqc_rounded_rect *shape, __m256d px, __m256d py) {
    const __m256d ucy = _mm256_mul_pd(_mm256_set1_pd(shape->uc), py), vdy = _mm256_mul_pd(_mm256_set1_pd(shape->vd), py);
    const __m256d u = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(shape->ua), px), ucy),
                                    _mm256_set1_pd(shape->ut));
    const __m256d v = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(shape->vb), px), vdy),
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

/// The partly covered pixels waiting for vector steps, from any rows of the shape: each pixel's
/// coverage depends on its own column and row only, and no pixel is drawn twice, so the order of
/// the steps does not matter. Taking them across rows fills the lanes that a row's few edge pixels
/// (two or three at each side, mostly) would leave empty. Each run is written four lanes at a
/// time, past its end where it is shorter (the queue has room for that), and the count moves on by
/// its length.
#define QUEUE_CAPACITY 128
typedef struct {
    double x[QUEUE_CAPACITY + 4], y[QUEUE_CAPACITY + 4];
    int64_t offset[QUEUE_CAPACITY + 4];
    intptr_t count;
} pixel_queue;

/// Vector steps over the first `count` queued pixels (a multiple of four, or the last few, whose
/// missing lanes are read and written at `spare`): each lane's shade looked up, its pixel loaded
/// and stored with a plain move (no gather, no masked move: see oqc_load1 in Pixels.h).
OQC_AVX2 static void drain(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0,
                           const pixel_queue *queue, intptr_t count) {
    uint32_t spare = 0;
    for (intptr_t i = 0; i < count; i += 4) {
        uint32_t *pixel[4];
        for (int j = 0; j < 4; j++) pixel[j] = i + j < count ? row0 + queue->offset[i + j] : &spare;
        int32_t coverage[4];
        _mm_storeu_si128((__m128i *)coverage,
                         coverage4(shape, _mm256_loadu_pd(queue->x + i), _mm256_loadu_pd(queue->y + i)));
        const __m128i shade = _mm_setr_epi32((int)shades[coverage[0]], (int)shades[coverage[1]],
                                             (int)shades[coverage[2]], (int)shades[coverage[3]]);
        const __m128i under = _mm_setr_epi32((int)*pixel[0], (int)*pixel[1], (int)*pixel[2], (int)*pixel[3]);
        uint32_t blended[4];
        _mm_storeu_si128((__m128i *)blended, oqc_over4(shade, under));
        for (int j = 0; j < 4; j++) *pixel[j] = blended[j];
    }
}

/// Queues the partly covered pixels `from..<to` of the row `y` (whose first pixel is at `offset`
/// from the first row's), draining whole steps when the queue is nearly full.
OQC_AVX2 static inline void enqueue(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0,
                                    pixel_queue *queue, double y, int64_t offset, intptr_t from, intptr_t to) {
    const __m256d lanes = _mm256_setr_pd(0, 1, 2, 3);
    const __m256i steps = _mm256_setr_epi64x(0, 1, 2, 3);
    while (from < to) {
        const intptr_t n = queue->count;
        _mm256_storeu_pd(queue->x + n, _mm256_add_pd(_mm256_set1_pd((double)from), lanes));
        _mm256_storeu_pd(queue->y + n, _mm256_set1_pd(y));
        _mm256_storeu_si256((__m256i *)(queue->offset + n), _mm256_add_epi64(_mm256_set1_epi64x(offset + from), steps));
        const intptr_t taken = to - from < 4 ? to - from : 4;
        from += taken;
        queue->count = n + taken;
        if (queue->count > QUEUE_CAPACITY - 4) {
            const intptr_t whole = queue->count & ~(intptr_t)3, rest = queue->count - whole;
            drain(shape, shades, row0, queue, whole);
            for (intptr_t j = 0; j < rest; j++) {
                queue->x[j] = queue->x[whole + j];
                queue->y[j] = queue->y[whole + j];
                queue->offset[j] = queue->offset[whole + j];
            }
            queue->count = rest;
        }
    }
}

/// A row's fully covered run, stored or blended.
OQC_AVX2 static inline void full(uint32_t color, __m256i colors, uint32_t *row, intptr_t from, intptr_t to) {
    if (from >= to) return;
    if (color >> 24 == 255) {
        intptr_t x = from;
        for (; x + 8 <= to; x += 8) _mm256_storeu_si256((__m256i *)(row + x), colors);
        for (; x < to; x++) row[x] = color;
    } else if (color != 0) {
        oqc_blend_solid(color, row + from, to - from);
    }
}

OQC_AVX2 void oqc_fill_rounded_rect_rows(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0,
                                         intptr_t stride, intptr_t y0, intptr_t count, const oqc_row_span *spans) {
    const uint32_t color = shades[255];
    const __m256i colors = _mm256_set1_epi32((int)color);
    pixel_queue queue;
    queue.count = 0;
    uint32_t *row = row0;
    for (intptr_t k = 0; k < count; k++, row += stride) {
        const oqc_row_span span = spans[k];
        full(color, colors, row, span.full_start, span.full_end);
        const double y = (double)(y0 + k);
        const int64_t offset = (int64_t)(k * stride);
        enqueue(shape, shades, row0, &queue, y, offset, span.from, span.full_start);
        enqueue(shape, shades, row0, &queue, y, offset, span.full_end, span.to);
    }
    drain(shape, shades, row0, &queue, queue.count);
}

/// ConvexOutline.walk: the x at `y` of the chain's segment that spans it, stepping on as needed.
OQC_AVX2 static inline double walk(double **segment, const double *last, double y) {
    double *p = *segment;
    while (p < last && y > p[3]) p += 3;
    *segment = p;
    return p[1] + (y - p[0]) * p[2];
}

/// RoundedRectRows.spans(row:within:) for row `py`: PixelMath's least, greatest, floor and ceiling
/// are C's comparisons, floor and ceil for these values (pixel coordinates, far within 2^51).
OQC_AVX2 static inline oqc_row_span row_span(oqc_outline *outer, oqc_outline *inner, double py, intptr_t x0, intptr_t x1) {
    const double margin = 1e-7;
    oqc_row_span span = {(int32_t)x0, (int32_t)x0, (int32_t)x0, (int32_t)x0};
    if (!(py >= outer->top - margin && py <= outer->bottom + margin)) return span;
    double y = py > outer->top ? py : outer->top;
    y = y < outer->bottom ? y : outer->bottom;
    double a = walk(&outer->first, outer->first_last, y), b = walk(&outer->second, outer->second_last, y);
    double low = a < b ? a : b, high = a < b ? b : a;
    intptr_t from = (intptr_t)ceil(low - margin), to = (intptr_t)floor(high + margin) + 1;
    from = from > x0 ? from : x0;
    to = to < x1 ? to : x1;
    if (from >= to) to = from;
    span.from = (int32_t)from;
    span.to = span.full_start = span.full_end = (int32_t)to;
    if (!(py >= inner->top - margin && py <= inner->bottom + margin)) return span;
    y = py > inner->top ? py : inner->top;
    y = y < inner->bottom ? y : inner->bottom;
    a = walk(&inner->first, inner->first_last, y);
    b = walk(&inner->second, inner->second_last, y);
    low = a < b ? a : b;
    high = a < b ? b : a;
    intptr_t start = (intptr_t)ceil(low - margin), end = (intptr_t)floor(high + margin) + 1;
    start = start > from ? start : from;
    end = end < to ? end : to;
    if (start < end) {
        span.full_start = (int32_t)start;
        span.full_end = (int32_t)end;
    }
    return span;
}

OQC_AVX2 void oqc_rounded_rect_spans(oqc_outline *outer, oqc_outline *inner, intptr_t y0, intptr_t count, intptr_t x0,
                                     intptr_t x1, oqc_row_span *spans) {
    for (intptr_t k = 0; k < count; k++) spans[k] = row_span(outer, inner, (double)(y0 + k), x0, x1);
}

#else

void oqc_rounded_rect_spans(oqc_outline *outer, oqc_outline *inner, intptr_t y0, intptr_t count, intptr_t x0, intptr_t x1,
                            oqc_row_span *spans) {
    (void)outer; (void)inner; (void)y0; (void)count; (void)x0; (void)x1; (void)spans;
    __builtin_trap();
}

void oqc_fill_rounded_rect_rows(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0, intptr_t stride,
                                intptr_t y0, intptr_t count, const oqc_row_span *spans) {
    (void)shape; (void)shades; (void)row0; (void)stride; (void)y0; (void)count; (void)spans;
    __builtin_trap();
}

#endif
