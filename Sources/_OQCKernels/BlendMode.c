// A group composited by a separable blend mode or addition (OpenQuartzCoreRendering's
// RasterBand.endGroup(mode:) and PixelBlend.blend(_:over:mode:)), eight pixels per AVX2 step: the
// same single-precision operations in the same order as the Swift code (each division a division,
// no fused multiply-add: this file is compiled for AVX2 only), so every pixel comes out bit for bit
// as the Swift loop writes it. The last pixels of a row go through the same step on a copy.
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

/// The channel `shift` bits up of each pixel, over 255, as Float(channel) / 255.
OQC_AVX2 static inline __m256 oqc_unit8(__m256i pixels, int shift) {
    const __m256i byte = _mm256_and_si256(_mm256_srli_epi32(pixels, shift), _mm256_set1_epi32(0xFF));
    return _mm256_div_ps(_mm256_cvtepi32_ps(byte), _mm256_set1_ps(255));
}

/// min(1, c / alpha) where alpha > 0, else 0: a straight colour component.
OQC_AVX2 static inline __m256 oqc_straight8(__m256 c, __m256 alpha, __m256 positive) {
    return _mm256_and_ps(_mm256_min_ps(_mm256_div_ps(c, alpha), _mm256_set1_ps(1)), positive);
}

/// The byte of a component in 0...1: min(max(v × 255 + 0.5, 0), 255), truncated.
OQC_AVX2 static inline __m256i oqc_byte8(__m256 v) {
    const __m256 scaled = _mm256_add_ps(_mm256_mul_ps(v, _mm256_set1_ps(255)), _mm256_set1_ps(0.5f));
    return _mm256_cvttps_epi32(_mm256_min_ps(_mm256_max_ps(scaled, _mm256_setzero_ps()), _mm256_set1_ps(255)));
}

/// `when` ? `yes` : `no`, lane by lane.
OQC_AVX2 static inline __m256 oqc_select8(__m256 when, __m256 yes, __m256 no) {
    return _mm256_blendv_ps(no, yes, when);
}

/// PixelBlend.hardLight(backdrop: b, source: s): s <= 0.5 ? b × 2 × s : b + (2s − 1) − b (2s − 1).
OQC_AVX2 static inline __m256 oqc_hard_light8(__m256 b, __m256 s) {
    const __m256 two = _mm256_set1_ps(2), one = _mm256_set1_ps(1);
    const __m256 low = _mm256_mul_ps(_mm256_mul_ps(b, two), s);
    const __m256 t = _mm256_sub_ps(_mm256_mul_ps(two, s), one);
    const __m256 high = _mm256_sub_ps(_mm256_add_ps(b, t), _mm256_mul_ps(b, t));
    return oqc_select8(_mm256_cmp_ps(s, _mm256_set1_ps(0.5f), _CMP_LE_OQ), low, high);
}

/// PixelBlend.separable(mode, cb, cs), the modes numbered as in oqc_blend_mode_row.
OQC_AVX2 static inline __m256 oqc_separable8(int mode, __m256 cb, __m256 cs) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1), two = _mm256_set1_ps(2);
    switch (mode) {
    case 0: return _mm256_mul_ps(cb, cs);
    case 1: return _mm256_sub_ps(_mm256_add_ps(cb, cs), _mm256_mul_ps(cb, cs));
    case 2: return oqc_hard_light8(cs, cb);
    case 3: return _mm256_min_ps(cs, cb);
    case 4: return _mm256_max_ps(cs, cb);
    case 5: {
        const __m256 dodge = _mm256_min_ps(_mm256_div_ps(cb, _mm256_sub_ps(one, cs)), one);
        const __m256 value = oqc_select8(_mm256_cmp_ps(cs, one, _CMP_GE_OQ), one, dodge);
        return oqc_select8(_mm256_cmp_ps(cb, zero, _CMP_EQ_OQ), zero, value);
    }
    case 6: {
        const __m256 burn = _mm256_sub_ps(one, _mm256_min_ps(_mm256_div_ps(_mm256_sub_ps(one, cb), cs), one));
        const __m256 value = oqc_select8(_mm256_cmp_ps(cs, zero, _CMP_LE_OQ), zero, burn);
        return oqc_select8(_mm256_cmp_ps(cb, one, _CMP_GE_OQ), one, value);
    }
    case 7: {
        const __m256 low = _mm256_sub_ps(cb, _mm256_mul_ps(_mm256_mul_ps(_mm256_sub_ps(one, _mm256_mul_ps(two, cs)), cb),
                                                           _mm256_sub_ps(one, cb)));
        const __m256 cubic = _mm256_mul_ps(
            _mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(_mm256_mul_ps(_mm256_set1_ps(16), cb), _mm256_set1_ps(12)), cb),
                          _mm256_set1_ps(4)),
            cb);
        const __m256 d = oqc_select8(_mm256_cmp_ps(cb, _mm256_set1_ps(0.25f), _CMP_LE_OQ), cubic, _mm256_sqrt_ps(cb));
        const __m256 high = _mm256_add_ps(cb, _mm256_mul_ps(_mm256_sub_ps(_mm256_mul_ps(two, cs), one), _mm256_sub_ps(d, cb)));
        return oqc_select8(_mm256_cmp_ps(cs, _mm256_set1_ps(0.5f), _CMP_LE_OQ), low, high);
    }
    case 8: return oqc_hard_light8(cb, cs);
    case 9: return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), _mm256_sub_ps(cb, cs));
    default: return _mm256_sub_ps(_mm256_add_ps(cb, cs), _mm256_mul_ps(_mm256_mul_ps(two, cb), cs));
    }
}

/// Eight source pixels blended over eight backdrop pixels by `mode` (a constant where it is
/// inlined, so that each mode's loop is its own).
OQC_AVX2 __attribute__((always_inline)) static inline __m256i oqc_blend_mode8(int mode, __m256i source, __m256i backdrop) {
    const __m256 one = _mm256_set1_ps(1);
    const __m256 sa = oqc_unit8(source, 24), sr = oqc_unit8(source, 16), sg = oqc_unit8(source, 8), sb = oqc_unit8(source, 0);
    const __m256 ba = oqc_unit8(backdrop, 24), br = oqc_unit8(backdrop, 16), bg = oqc_unit8(backdrop, 8),
                 bb = oqc_unit8(backdrop, 0);
    __m256 alpha, red, green, blue;
    if (mode == 11) {
        alpha = _mm256_min_ps(_mm256_add_ps(sa, ba), one);
        red = _mm256_min_ps(_mm256_add_ps(sr, br), one);
        green = _mm256_min_ps(_mm256_add_ps(sg, bg), one);
        blue = _mm256_min_ps(_mm256_add_ps(sb, bb), one);
    } else {
        const __m256 zero = _mm256_setzero_ps();
        const __m256 sPositive = _mm256_cmp_ps(sa, zero, _CMP_GT_OQ), bPositive = _mm256_cmp_ps(ba, zero, _CMP_GT_OQ);
        const __m256 oneLessSa = _mm256_sub_ps(one, sa), oneLessBa = _mm256_sub_ps(one, ba), both = _mm256_mul_ps(sa, ba);
        alpha = _mm256_add_ps(sa, _mm256_mul_ps(ba, oneLessSa));
#define OQC_CHANNEL(s, b)                                                                                           \
    _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(s, oneLessBa), _mm256_mul_ps(b, oneLessSa)),                      \
                  _mm256_mul_ps(both, oqc_separable8(mode, oqc_straight8(b, ba, bPositive), oqc_straight8(s, sa, sPositive))))
        red = OQC_CHANNEL(sr, br);
        green = OQC_CHANNEL(sg, bg);
        blue = OQC_CHANNEL(sb, bb);
#undef OQC_CHANNEL
    }
    const __m256i a = oqc_byte8(alpha);
    const __m256i r = _mm256_min_epu32(oqc_byte8(red), a), g = _mm256_min_epu32(oqc_byte8(green), a),
                  b = _mm256_min_epu32(oqc_byte8(blue), a);
    const __m256i word = _mm256_or_si256(_mm256_or_si256(_mm256_slli_epi32(a, 24), _mm256_slli_epi32(r, 16)),
                                         _mm256_or_si256(_mm256_slli_epi32(g, 8), b));
    // A transparent source pixel leaves the backdrop's as it is.
    const __m256i empty = _mm256_cmpeq_epi32(source, _mm256_setzero_si256());
    return _mm256_blendv_epi8(word, backdrop, empty);
}

/// The row loop for one mode.
OQC_AVX2 __attribute__((always_inline)) static inline void oqc_blend_mode_run(int mode, const uint32_t *source, uint32_t *row,
                                                                               intptr_t count) {
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        const __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + index));
        if (_mm256_testz_si256(pixels, pixels)) continue;
        __m256i *pointer = (__m256i *)(row + index);
        _mm256_storeu_si256(pointer, oqc_blend_mode8(mode, pixels, _mm256_loadu_si256(pointer)));
    }
    if (index < count) {
        uint32_t sourceTail[8] = {0}, rowTail[8] = {0};
        const intptr_t rest = count - index;
        for (intptr_t i = 0; i < rest; i++) {
            sourceTail[i] = source[index + i];
            rowTail[i] = row[index + i];
        }
        const __m256i blended = oqc_blend_mode8(mode, _mm256_loadu_si256((const __m256i *)sourceTail),
                                                _mm256_loadu_si256((const __m256i *)rowTail));
        _mm256_storeu_si256((__m256i *)rowTail, blended);
        for (intptr_t i = 0; i < rest; i++) row[index + i] = rowTail[i];
    }
}

OQC_AVX2 void oqc_blend_mode_row(const uint32_t *source, uint32_t *row, intptr_t count, int mode) {
    switch (mode) {
    case 0: oqc_blend_mode_run(0, source, row, count); break;
    case 1: oqc_blend_mode_run(1, source, row, count); break;
    case 2: oqc_blend_mode_run(2, source, row, count); break;
    case 3: oqc_blend_mode_run(3, source, row, count); break;
    case 4: oqc_blend_mode_run(4, source, row, count); break;
    case 5: oqc_blend_mode_run(5, source, row, count); break;
    case 6: oqc_blend_mode_run(6, source, row, count); break;
    case 7: oqc_blend_mode_run(7, source, row, count); break;
    case 8: oqc_blend_mode_run(8, source, row, count); break;
    case 9: oqc_blend_mode_run(9, source, row, count); break;
    case 10: oqc_blend_mode_run(10, source, row, count); break;
    case 11: oqc_blend_mode_run(11, source, row, count); break;
    default: __builtin_trap();
    }
}

#else

void oqc_blend_mode_row(const uint32_t *source, uint32_t *row, intptr_t count, int mode) {
    (void)source; (void)row; (void)count; (void)mode;
    __builtin_trap();
}

#endif
