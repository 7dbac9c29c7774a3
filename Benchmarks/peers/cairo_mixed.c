// cairo_mixed: plain Cairo drawing the renderer's reference scene (the RenderingBenchmarks target,
// ReferenceScene.swift), to show what Cairo itself costs for the same primitives at 1920x1080.
//
// 200 layers on white, in order, kind i % 5: a 120x80 rounded rect (radius 16, 85 % alpha) with a
// 4 px border; a 96x96 rect showing a 64x64 image (bilinear, edges padded); a 100x100 blob of four
// cubics with a triangle, filled and stroked 3 px; a 160x90 rounded (12) diagonal gradient of three
// colours; "Layer i" in a 24 px toy font. Every even layer moves (2 s there and back), turns about
// its centre (a turn in 3 s) and fades (1 to 0.35 in 1.5 s and back). The numbers come from the
// same xorshift64 sequence as the Swift scene (seed 2024, eight per layer). 120 frames at 60 fps
// of media time.
//
// Three ways of applying a layer's opacity are timed, as the pixels allow:
//   compositor: a translucent layer is drawn into an unclipped group (cairo_push_group) and painted
//               with its alpha, which is what OpenQuartzCore's compositor does;
//   clipped:    the same, with the group clipped to the layer's rectangle first;
//   direct:     no groups, the opacity folded into each source's alpha (a border over its fill
//               then blends twice where they overlap: nearly, not exactly, the same pixels).
// Then the "compositor" frame is split by layer kind (only that kind's 40 layers drawn).
// usage: cairo_mixed [--png out.png]
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define W 1920
#define H 1080
#define LAYERS 200
#define FRAMES 120
#define WARMUP 5

enum { COMPOSITOR, CLIPPED, DIRECT };
typedef struct { int kind, animated; double x, y, r, g, b, dx, dy, w, h; char text[16]; } Layer;
static Layer layers[LAYERS];
static cairo_surface_t *image;

static uint64_t rng = 2024;
static double next_unit(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}
static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

static void build(void) {
    static const double size[5][2] = {{120, 80}, {96, 96}, {100, 100}, {160, 90}, {200, 40}};
    for (int i = 0; i < LAYERS; i++) {
        double u[8]; for (int k = 0; k < 8; k++) u[k] = next_unit();
        Layer *l = &layers[i];
        l->kind = i % 5; l->animated = i % 2 == 0;
        l->x = 100 + u[0] * 1720; l->y = 100 + u[1] * 880;
        l->r = u[2]; l->g = u[3]; l->b = u[4];
        l->dx = (u[5] - 0.5) * 300; l->dy = (u[6] - 0.5) * 300;
        l->w = size[l->kind][0]; l->h = size[l->kind][1];
        snprintf(l->text, sizeof l->text, "Layer %d", i);
    }
    image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64);
    uint32_t *p = (uint32_t *)cairo_image_surface_get_data(image);
    int stride = cairo_image_surface_get_stride(image) / 4;
    for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++)
            p[y * stride + x] = 0xFF000000u | (uint32_t)(x * 4) << 16 | (uint32_t)(y * 4) << 8 | ((x / 8 + y / 8) % 2 ? 255u : 0u);
    cairo_surface_mark_dirty(image);
}

// Linear, repeating, and there-and-back when `reverses`: the fraction of an animation at time t.
static double fraction(double t, double duration, int reverses) {
    if (!reverses) return fmod(t, duration) / duration;
    double u = fmod(t, 2 * duration) / duration;
    return u > 1 ? 2 - u : u;
}
static void rrect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + r, y + r, r, M_PI, 1.5 * M_PI); cairo_arc(cr, x + w - r, y + r, r, 1.5 * M_PI, 2 * M_PI);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, 0.5 * M_PI); cairo_arc(cr, x + r, y + h - r, r, 0.5 * M_PI, M_PI);
    cairo_close_path(cr);
}

// Draws a layer's content in its bounds space, every source's alpha multiplied by `a`.
static void draw_body(cairo_t *cr, const Layer *l, double a) {
    switch (l->kind) {
    case 0:
        rrect(cr, 0, 0, 120, 80, 16); cairo_set_source_rgba(cr, l->r, l->g, l->b, 0.85 * a); cairo_fill(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        rrect(cr, 0, 0, 120, 80, 16); rrect(cr, 4, 4, 112, 72, 12);
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.1, a); cairo_fill(cr);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        break;
    case 1: {
        cairo_pattern_t *p = cairo_pattern_create_for_surface(image);
        cairo_matrix_t m; cairo_matrix_init_scale(&m, 64.0 / 96, 64.0 / 96); cairo_pattern_set_matrix(p, &m);
        cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD); cairo_pattern_set_filter(p, CAIRO_FILTER_BILINEAR);
        cairo_set_source(cr, p); cairo_rectangle(cr, 0, 0, 96, 96);
        if (a < 1) { cairo_save(cr); cairo_clip(cr); cairo_paint_with_alpha(cr, a); cairo_restore(cr); } else cairo_fill(cr);
        cairo_pattern_destroy(p);
        break;
    }
    case 2:
        cairo_move_to(cr, 50, 0);
        cairo_curve_to(cr, 80, 0, 100, 20, 100, 50); cairo_curve_to(cr, 100, 80, 80, 100, 50, 100);
        cairo_curve_to(cr, 20, 100, 0, 80, 0, 50); cairo_curve_to(cr, 0, 20, 20, 0, 50, 0); cairo_close_path(cr);
        cairo_move_to(cr, 30, 35); cairo_line_to(cr, 70, 35); cairo_line_to(cr, 50, 70); cairo_close_path(cr);
        cairo_set_source_rgba(cr, l->r, l->g, l->b, a); cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, 0.2, 0.2, 0.2, a); cairo_set_line_width(cr, 3); cairo_stroke(cr);
        break;
    case 3: {
        cairo_save(cr);
        rrect(cr, 0, 0, 160, 90, 12); cairo_clip(cr);
        cairo_scale(cr, 160, 90);
        cairo_pattern_t *p = cairo_pattern_create_linear(0, 0, 1, 1);
        cairo_pattern_add_color_stop_rgba(p, 0, l->r, l->g, l->b, a);
        cairo_pattern_add_color_stop_rgba(p, 0.5, 1, 1, 1, a);
        cairo_pattern_add_color_stop_rgba(p, 1, l->b, l->r, l->g, a);
        cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD);
        cairo_set_source(cr, p); cairo_rectangle(cr, 0, 0, 1, 1); cairo_fill(cr);
        cairo_pattern_destroy(p);
        cairo_restore(cr);
        break;
    }
    default: {
        cairo_select_font_face(cr, "Helvetica", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
        cairo_set_font_size(cr, 24);
        cairo_font_extents_t fe; cairo_font_extents(cr, &fe);
        cairo_set_source_rgba(cr, l->r * 0.5, l->g * 0.5, l->b * 0.5, a);
        cairo_move_to(cr, 0, fe.ascent); cairo_show_text(cr, l->text); cairo_new_path(cr);
        break;
    }
    }
}

static void draw_frame(cairo_t *cr, int frame, int mode, int only_kind) {
    double t = (double)frame / 60;
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR); cairo_paint(cr); cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_rectangle(cr, 0, 0, W, H); cairo_set_source_rgb(cr, 1, 1, 1); cairo_fill(cr);
    for (int i = 0; i < LAYERS; i++) {
        const Layer *l = &layers[i];
        if (only_kind >= 0 && l->kind != only_kind) continue;
        double x = l->x, y = l->y, angle = 0, opacity = 1;
        if (l->animated) {
            double f = fraction(t, 2, 1);
            x += l->dx * f; y += l->dy * f;
            angle = 2 * M_PI * fraction(t, 3, 0);
            opacity = 1 + (0.35 - 1) * fraction(t, 1.5, 1);
        }
        cairo_save(cr);
        cairo_translate(cr, x, y); cairo_rotate(cr, angle); cairo_translate(cr, -l->w / 2, -l->h / 2);
        if (opacity >= 1 || mode == DIRECT) {
            draw_body(cr, l, opacity);
        } else {
            if (mode == CLIPPED) { cairo_rectangle(cr, -4, -4, l->w + 8, l->h + 8); cairo_clip(cr); }
            cairo_push_group(cr);
            draw_body(cr, l, 1);
            cairo_pop_group_to_source(cr);
            cairo_paint_with_alpha(cr, opacity);
        }
        cairo_restore(cr);
    }
}

// Draws the 120 frames (after a warm-up) and prints the mean and median time per frame.
static void run(cairo_t *cr, cairo_surface_t *dst, const char *name, int mode, int only_kind) {
    double times[FRAMES], total = 0;
    for (int f = 0; f < WARMUP; f++) draw_frame(cr, f, mode, only_kind);
    cairo_surface_flush(dst);
    for (int f = 0; f < FRAMES; f++) {
        double start = now_ms();
        draw_frame(cr, f, mode, only_kind);
        cairo_surface_flush(dst);
        times[f] = now_ms() - start; total += times[f];
    }
    qsort(times, FRAMES, sizeof *times, cmpd);
    double mean = total / FRAMES;
    printf("%-44s mean %8.3f ms/frame (%6.1f fps)  median %8.3f  min %8.3f  max %8.3f\n",
           name, mean, 1000 / mean, times[FRAMES / 2], times[0], times[FRAMES - 1]);
}

int main(int argc, char **argv) {
    build();
    cairo_surface_t *dst = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
    cairo_t *cr = cairo_create(dst);
    if (argc > 2 && !strcmp(argv[1], "--png")) {
        draw_frame(cr, 30, COMPOSITOR, -1);
        return cairo_surface_write_to_png(dst, argv[2]) == CAIRO_STATUS_SUCCESS ? 0 : 1;
    }
    printf("cairo_mixed: reference scene, 200 layers, 1920x1080 ARGB32, %d frames at 60 fps (cairo %s)\n",
           FRAMES, cairo_version_string());
    run(cr, dst, "all layers, groups as the compositor", COMPOSITOR, -1);
    run(cr, dst, "all layers, groups clipped to the layer", CLIPPED, -1);
    run(cr, dst, "all layers, opacity in the sources", DIRECT, -1);
    static const char *kinds[5] = {"40 bordered rounded rects", "40 image layers", "40 shape layers",
                                   "40 gradient layers", "40 text layers (toy font)"};
    for (int k = 0; k < 5; k++) {
        char name[64]; snprintf(name, sizeof name, "only %s (as compositor)", kinds[k]);
        run(cr, dst, name, COMPOSITOR, k);
    }
    run(cr, dst, "background only (clear, white fill)", COMPOSITOR, 99);
    cairo_destroy(cr); cairo_surface_destroy(dst); cairo_surface_destroy(image);
    return 0;
}
