// cairo_bezier: the Bezier reference scene (peers/gen_bezier_scene.py's description) drawn with plain
// Cairo on a 1920x1080 ARGB32 image surface, one thread, as cairobench draws the rounded-rectangle
// scene: per frame a white background, then per shape save, translate to the moving centre, rotate,
// the closed path of cubics, the fill (a solid colour or a gradient pattern made once at load),
// cairo_fill_preserve, a 3 px stroke with round joins when the shape has one, restore.
// usage: cairo_bezier SCENE.txt [passes]       -> prints median ms/frame over passes of 120 frames
//        cairo_bezier SCENE.txt --png OUT.png F -> writes frame F (time F / 60 s) as a PNG
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_SEGMENTS 8
typedef struct {
    double cx, cy, alpha, move[4], angle, speed;
    int segments;
    double path[2 + 6 * MAX_SEGMENTS];
    cairo_pattern_t *fill;
    int stroked;
    double stroke[3];
} Shape;

static Shape *shapes;
static int count, width, height;

static double cpu_ms(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int compare(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

// The next whitespace-separated word of the current line, or "" at its end.
static char *word(void) { char *w = strtok(NULL, " \t\n"); return w ? w : ""; }
static double number(void) { return atof(word()); }
static void expect(const char *name) { char *w = word(); if (strcmp(w, name)) { fprintf(stderr, "expected %s, found '%s'\n", name, w); exit(2); } }

static cairo_pattern_t *gradient(const char *kind, double alpha) {
    cairo_pattern_t *p;
    if (!strcmp(kind, "linear")) { double x0 = number(), y0 = number(), x1 = number(), y1 = number(); p = cairo_pattern_create_linear(x0, y0, x1, y1); }
    else { double x = number(), y = number(), r = number(); p = cairo_pattern_create_radial(x, y, 0, x, y, r); }
    int stops = atoi(word());
    for (int i = 0; i < stops; i++) { double o = number(), r = number(), g = number(), b = number(); cairo_pattern_add_color_stop_rgba(p, o, r, g, b, alpha); }
    cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD);
    return p;
}

static void load(const char *file) {
    FILE *f = fopen(file, "r");
    if (!f) { perror(file); exit(2); }
    static char line[8192];
    int n = 0;
    while (fgets(line, sizeof line, f)) {
        char *first = strtok(line, " \t\n");
        if (!first || first[0] == '#') continue;
        if (!strcmp(first, "bezier-scene")) { word(); width = atoi(word()); height = atoi(word()); count = atoi(word()); shapes = calloc(count, sizeof *shapes); continue; }
        if (strcmp(first, "shape") || n >= count) { fprintf(stderr, "bad line: %s\n", first); exit(2); }
        Shape *s = &shapes[n++];
        s->cx = number(); s->cy = number();
        expect("alpha"); s->alpha = number();
        expect("move"); for (int i = 0; i < 4; i++) s->move[i] = number();
        expect("rotate"); s->angle = number(); s->speed = number();
        expect("box"); number(); number(); number();
        expect("path"); s->segments = atoi(word());
        if (s->segments > MAX_SEGMENTS) { fprintf(stderr, "too many segments\n"); exit(2); }
        for (int i = 0; i < 2 + 6 * s->segments; i++) s->path[i] = number();
        expect("fill");
        char *kind = word();
        if (!strcmp(kind, "solid")) { double r = number(), g = number(), b = number(); s->fill = cairo_pattern_create_rgba(r, g, b, s->alpha); }
        else s->fill = gradient(kind, s->alpha);
        expect("stroke");
        char *w = word();
        s->stroked = strcmp(w, "none") != 0;
        if (s->stroked) { s->stroke[0] = atof(w); s->stroke[1] = number(); s->stroke[2] = number(); }
    }
    fclose(f);
    if (n != count || !count) { fprintf(stderr, "%s: %d shapes of %d\n", file, n, count); exit(2); }
}

// The shape's centre at time t: two straight legs out in 1 s, back in 1 s (the description's motion).
static void centre(const Shape *s, double t, double *x, double *y) {
    double u = fmod(t, 2.0); if (u > 1) u = 2 - u;
    if (u <= 0.5) { *x = s->cx + s->move[0] * 2 * u; *y = s->cy + s->move[1] * 2 * u; }
    else { double v = 2 * u - 1; *x = s->cx + s->move[0] + (s->move[2] - s->move[0]) * v; *y = s->cy + s->move[1] + (s->move[3] - s->move[1]) * v; }
}

static void draw(cairo_t *cr, int frame) {
    double t = (frame % 120) / 60.0;
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE); cairo_set_source_rgb(cr, 1, 1, 1); cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_line_width(cr, 3); cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < count; i++) {
        const Shape *s = &shapes[i];
        double x, y; centre(s, t, &x, &y);
        cairo_save(cr);
        cairo_translate(cr, x, y);
        cairo_rotate(cr, s->angle + s->speed * t);
        const double *p = s->path;
        cairo_move_to(cr, p[0], p[1]);
        for (int k = 0; k < s->segments; k++) { const double *c = p + 2 + 6 * k; cairo_curve_to(cr, c[0], c[1], c[2], c[3], c[4], c[5]); }
        cairo_close_path(cr);
        cairo_set_source(cr, s->fill);
        if (s->stroked) {
            cairo_fill_preserve(cr);
            cairo_set_source_rgba(cr, s->stroke[0], s->stroke[1], s->stroke[2], s->alpha);
            cairo_stroke(cr);
        } else cairo_fill(cr);
        cairo_restore(cr);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: cairo_bezier SCENE.txt [passes] | --png OUT.png FRAME\n"); return 1; }
    load(argv[1]);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    if (argc > 2 && !strcmp(argv[2], "--png")) {
        draw(cr, argc > 4 ? atoi(argv[4]) : 0);
        cairo_surface_flush(surface);
        return cairo_surface_write_to_png(surface, argv[3]) == CAIRO_STATUS_SUCCESS ? 0 : 1;
    }
    int passes = argc > 2 ? atoi(argv[2]) : 3;
    if (passes < 1) passes = 1;
    if (passes > 31) passes = 31;
    for (int f = 0; f < 10; f++) draw(cr, f);
    double wall[31], cpu[31];
    for (int pass = 0; pass < passes; pass++) {
        double w = now_ms(), c = cpu_ms();
        for (int f = 0; f < 120; f++) draw(cr, f);
        cairo_surface_flush(surface);
        wall[pass] = (now_ms() - w) / 120; cpu[pass] = (cpu_ms() - c) / 120;
    }
    qsort(wall, passes, sizeof(double), compare); qsort(cpu, passes, sizeof(double), compare);
    printf("bezier scene %d shapes: median %.3f ms/frame wall, %.3f ms/frame cpu (%d passes of 120 frames)\n",
           count, wall[passes / 2], cpu[passes / 2], passes);
    return 0;
}
