// A frame's opaque pixels as the bytes an encoder takes (CARenderExport's FramePixels.writeRow, for
// PNG scanlines and the frames given to ffmpeg): premultiplied pixels whose alpha is 255 are their
// own straight colour, so eight at a time are checked for alpha 255 and their bytes reordered with
// one shuffle. The caller writes every pixel that is not opaque with its own arithmetic, and the
// bytes are the same either way.
#include "OQCKernels.h"
#include "Pixels.h"

#if defined(__x86_64__)

OQC_AVX2 intptr_t oqc_opaque_run(const uint32_t *source, intptr_t count, uint8_t *out, int bgra, int channels) {
    // Per 128-bit lane of four pixels: R, G, B (and A) of each, packed from the lane's first byte.
    const __m256i rgb_from_bgra = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                                   2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i rgb_from_rgba = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                                   0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i rgba_from_bgra = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                                    2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    const __m256i rgba_from_rgba = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                                    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m256i order = channels == 3 ? (bgra ? rgb_from_bgra : rgb_from_rgba) : (bgra ? rgba_from_bgra : rgba_from_rgba);
    const __m256i colour_bits = _mm256_set1_epi32(0x00FFFFFF), ones = _mm256_set1_epi32(-1);
    intptr_t index = 0;
    for (; index + 8 <= count; index += 8) {
        const __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + index));
        // Every alpha 255: each word with its colour bits set is all ones.
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_or_si256(pixels, colour_bits), ones)) != -1) break;
        const __m256i ordered = _mm256_shuffle_epi8(pixels, order);
        if (channels == 3) {
            // Twelve bytes from each lane; each store writes four bytes more, which the next store,
            // or the caller's next pixels, overwrite.
            _mm_storeu_si128((__m128i *)(out + index * 3), _mm256_castsi256_si128(ordered));
            _mm_storeu_si128((__m128i *)(out + index * 3 + 12), _mm256_extracti128_si256(ordered, 1));
        } else {
            _mm256_storeu_si256((__m256i *)(out + index * 4), ordered);
        }
    }
    return index;
}

#else

intptr_t oqc_opaque_run(const uint32_t *source, intptr_t count, uint8_t *out, int bgra, int channels) {
    (void)source; (void)count; (void)out; (void)bgra; (void)channels;
    __builtin_trap();
}

#endif
