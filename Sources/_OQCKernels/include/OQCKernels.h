// The compositor's innermost loops for processors with AVX2, chosen at run time.
//
// Swift compiles a package for the baseline of its architecture (SSE2 on x86-64) and has no way to
// compile one function for a wider instruction set and pick it at run time, as pixman and Skia do
// in C. These functions are that: each is compiled for AVX2 (and nothing newer, no FMA, so that
// every floating-point result is bit for bit the one the Swift code computes), the pixel blends
// also for AVX-512 where the processor has it, and OpenQuartzCoreRendering calls them only when
// oqc_kernels_enabled() says they run. The Swift code keeps the same loops for every other
// processor: both give the same pixels, which the tests check.
#ifndef OQC_KERNELS_H
#define OQC_KERNELS_H

#include <stdint.h>

/// A rounded rectangle's coverage constants, as OpenQuartzCoreRendering's RoundedRectCoverage holds
/// them (see its documentation): the map from a device pixel's centre to local units, the corner
/// geometry and the edge ramps (index 0 across the u edges, 1 across the v edges).
typedef struct oqc_rounded_rect {
    double ua, uc, ut, vb, vd, vt;
    double half_width, half_height, corner_u, corner_v;
    double u_scale, v_scale, u_step, v_step;
    double radius, inverse_radius, inner_corner, outer_corner;
    double ramp_half[2], ramp_h[2], ramp_w[2], ramp_span[2], ramp_scale[2];
    /// Which corners are rounded (CACornerMask's bits), and whether the corners are circular.
    uint32_t corners, is_uniform;
} oqc_rounded_rect;

/// Whether the processor (and the operating system) supports AVX2: the other functions may be
/// called only when this returns 1.
int oqc_kernels_available(void);

/// The level the kernels run at: 2 AVX-512 (with its byte and word instructions), 1 AVX2, 0 none
/// (the Swift loops run). Set when the program is loaded, before any Swift code runs, to the lower of
/// the processor's level and the one the environment allows (oqc_kernels_allowed_level());
/// oqc_kernels_use() changes it.
extern int oqc_kernel_level;

/// Whether the kernels run: a plain load of oqc_kernel_level, for the compositor's loops to read on
/// every run.
static inline int oqc_kernels_enabled(void) {
    return __atomic_load_n(&oqc_kernel_level, __ATOMIC_RELAXED) > 0;
}

/// The level the environment allows: OQC_DISABLE_KERNELS (any value) or OQC_KERNELS=portable,
/// none or swift give 0, avx2 gives 1, best, empty or unset 2 (anything else is read as best, with a
/// warning on standard error when the program is loaded).
int oqc_kernels_allowed_level(void);

/// Limits the kernels to AVX2 (`level` 1) or lets them use AVX-512 where the processor has it
/// (`level` 2), for tests that check each version; returns the level in force.
int oqc_kernels_use(int level);

/// Blends the premultiplied `color` over `count` pixels from `row` (source-over).
void oqc_blend_solid(uint32_t color, uint32_t *row, intptr_t count);

/// Blends `count` premultiplied pixels of `source`, each times `alpha / 255` (255: unscaled), over
/// `row` (source-over).
void oqc_blend_image(const uint32_t *source, uint32_t alpha, uint32_t *row, intptr_t count);

/// Samples an image bilinearly along `count` pixels of `row`: pixel i at the 16.16 texel coordinates
/// (ux + i × dx, uy + i × dy), whose four texels (from `texels`, `stride` texels a row) all lie
/// inside the image; each sample replaces the pixel when `opaque`, else is scaled by `alpha / 255`
/// (when under 255) and composited source-over. Fast for dx = 65536 and dy = 0 (a translated
/// image), which is all it is called for; any other step is drawn one pixel at a time.
void oqc_bilinear_run(uint32_t *row, intptr_t count, const uint32_t *texels, intptr_t stride, int64_t ux,
                      int64_t uy, int64_t dx, int64_t dy, uint32_t alpha, int opaque);

/// Blends `count` premultiplied pixels of `source`, each times the alpha of the pixel of `mask` at
/// its column over 255, over `row` (source-over): a picture composited through its mask's picture.
void oqc_blend_masked(const uint32_t *source, const uint32_t *mask, uint32_t *row, intptr_t count);

/// The columns of one row of a filled rounded rectangle: `from..<full_start` and `full_end..<to`
/// partly covered, `full_start..<full_end` fully covered.
typedef struct oqc_row_span {
    int32_t from, full_start, full_end, to;
} oqc_row_span;

/// Rows `y0..<y0 + count` of a filled rounded rectangle, the columns of row y0 + k in `spans[k]`:
/// the partly covered pixels blended with `shades[coverage]` (the colour scaled by each 8-bit
/// coverage, shades[0] being 0), the fully covered ones with `shades[255]`. `row0` addresses
/// device column x of row y0 as row0[x], and `stride` pixels separate one row from the next.
void oqc_fill_rounded_rect_rows(const oqc_rounded_rect *shape, const uint32_t *shades, uint32_t *row0, intptr_t stride,
                                intptr_t y0, intptr_t count, const oqc_row_span *spans);

/// A convex outline walked down the rows (OpenQuartzCoreRendering's ConvexOutline): its two
/// chains of (y, x, dx/dy) triples from the top vertex, each at the segment the last row crossed
/// and ending at the start of its last segment, and the outline's top and bottom y.
typedef struct oqc_outline {
    double *first, *second;
    const double *first_last, *second_last;
    double top, bottom;
} oqc_outline;

/// The runs of rows `y0..<y0 + count` of a rounded rectangle, within the columns `x0..<x1`, into
/// `spans`, as RoundedRectRows.spans(row:within:) finds them from the shape's outer and inner
/// outlines (walked on from where they are): for oqc_fill_rounded_rect_rows.
void oqc_rounded_rect_spans(oqc_outline *outer, oqc_outline *inner, intptr_t y0, intptr_t count, intptr_t x0, intptr_t x1,
                            oqc_row_span *spans);

/// Blends `count` premultiplied pixels of `source` over `row` by a blend mode (OpenQuartzCoreRendering's
/// PixelBlend.blend(_:over:mode:), the same pixels): `mode` 0 multiply, 1 screen, 2 overlay, 3 darken,
/// 4 lighten, 5 colour dodge, 6 colour burn, 7 soft light, 8 hard light, 9 difference, 10 exclusion,
/// 11 addition. A transparent source pixel leaves the row's pixel as it is.
void oqc_blend_mode_row(const uint32_t *source, uint32_t *row, intptr_t count, int mode);

/// Path fills (OpenQuartzCoreRendering's CoverageRow and MaskedRun): sweeps `count` accumulation
/// cells, each a (cover, area) pair of int32: pixel i's signed coverage is `running` plus the
/// covers of the cells before it times 512 plus its area (wrapping arithmetic). Writes each
/// coverage's 8-bit value to `coverage`: the magnitude (|value| limited to 2^17 for the non-zero
/// rule, the value modulo 2^18 folded about 2^17 for even-odd) times `alpha` plus 2^16, over
/// 2^17. Zeroes the cells; returns `running` plus all the covers times 512.
int32_t oqc_accumulate_coverage(int32_t *cells, intptr_t count, int32_t running, uint32_t alpha, int even_odd,
                                uint8_t *coverage);

/// Blends the premultiplied `color`, scaled by `coverage[i] / 255`, over pixel i of `count` pixels
/// from `row` (source-over).
void oqc_blend_solid_mask(uint32_t color, const uint8_t *coverage, uint32_t *row, intptr_t count);

/// Blends `source[i]` (premultiplied), scaled by `coverage[i] / 255`, over pixel i of `count`
/// pixels from `row` (source-over).
void oqc_blend_image_mask(const uint32_t *source, const uint8_t *coverage, uint32_t *row, intptr_t count);

/// A run of a gradient fill (OpenQuartzCoreRendering's GradientSource): pixel i of the run, k =
/// `first` + i columns from where (u0, v0, w0) were taken, has u = u0 + k du, v = v0 + k dv and,
/// when `projective`, w = w0 + k dw dividing both. Its table
/// position is u (`kind` 0, axial), sqrt(u^2 + v^2) (1, radial), the angle of (u, v) in turns
/// times `size` (2, conic) or d + sqrt(d^2 + u^2 + v^2) with d = u hx + v hy (3, radial from a
/// focal point), limited to -1...size, and its colour `table[i]` for i = floor(position), -1...size:
/// `table[-1]` and `table[size]` are the colours the positions before and beyond the bins take.
typedef struct oqc_gradient_span {
    float u0, v0, w0, du, dv, dw, hx, hy;
    const uint32_t *table;
    int32_t size, kind, projective, first;
} oqc_gradient_span;

/// Writes the colours of `count` pixels of the run `g` to `colors`.
void oqc_gradient_colors(const oqc_gradient_span *g, uint32_t *colors, intptr_t count);

/// The bytes an encoder takes (CARenderExport's FramePixels.writeRow: PNG scanlines, the frames
/// given to ffmpeg) of the premultiplied pixels from `source` (B, G, R, A in memory when `bgra`,
/// else R, G, B, A), eight at a time, for as long as every pixel
/// of the eight has alpha 255: `channels` (3 or 4) bytes a pixel to `out`, R, G, B (and A). Returns
/// how many pixels it wrote, a multiple of 8: the caller writes the rest. With 3 channels it may
/// write 4 bytes past the last pixel it wrote.
intptr_t oqc_opaque_run(const uint32_t *source, intptr_t count, uint8_t *out, int bgra, int channels);

#endif
