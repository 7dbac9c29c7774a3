// blend2d_bezier: the Bezier reference scene (peers/gen_bezier_scene.py's description) drawn with
// Blend2D on a 1920x1080 premultiplied 32-bit image, synchronous rendering on the calling thread
// (thread_count 0), as peers/cairo_bezier.c draws it with Cairo: per frame a white background, then per
// shape save, translate to the moving centre, rotate, fill the closed path (a colour or a gradient made
// once at load), stroke it 3 px with round joins when the shape has one, restore.
// An optional peer: scripts/bench-peers.sh builds it only where Blend2D is found (pkg-config blend2d,
// or BLEND2D_DIR holding include/ and lib/). Written for Blend2D's current API (snake_case names).
// usage: blend2d_bezier SCENE.txt [passes]        -> median ms/frame over passes of 120 frames
//        blend2d_bezier SCENE.txt --png OUT.png F  -> writes frame F (time F / 60 s) as a PNG
#include <blend2d/blend2d.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
#include <time.h>

struct Shape {
    double cx, cy, alpha, move[4], angle, speed;
    BLPath path;
    bool gradient = false;
    BLGradient fillGradient;
    BLRgba32 fillColour, strokeColour;
    bool stroked = false;
};

static double cpu_ms() { timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static double now_ms() { timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static uint32_t byte(double v) { return (uint32_t)std::lround(std::clamp(v, 0.0, 1.0) * 255); }
static BLRgba32 colour(double r, double g, double b, double a) { return BLRgba32(byte(r), byte(g), byte(b), byte(a)); }

static void fail(const std::string &what) { fprintf(stderr, "blend2d_bezier: %s\n", what.c_str()); exit(2); }
static void expect(std::istringstream &in, const char *name) { std::string w; in >> w; if (w != name) fail("expected " + std::string(name) + ", found '" + w + "'"); }

static std::vector<Shape> load(const char *file, int &width, int &height) {
    std::ifstream stream(file);
    if (!stream) fail(std::string("cannot read ") + file);
    std::vector<Shape> shapes;
    size_t count = 0;
    std::string line;
    while (std::getline(stream, line)) {
        std::istringstream in(line);
        std::string first;
        if (!(in >> first) || first[0] == '#') continue;
        if (first == "bezier-scene") { int version; in >> version >> width >> height >> count; continue; }
        if (first != "shape") fail("unknown line " + first);
        Shape s;
        double box;
        int segments;
        in >> s.cx >> s.cy; expect(in, "alpha"); in >> s.alpha;
        expect(in, "move"); for (double &m : s.move) in >> m;
        expect(in, "rotate"); in >> s.angle >> s.speed;
        expect(in, "box"); in >> box >> box >> box;
        expect(in, "path"); in >> segments;
        double x, y; in >> x >> y; s.path.move_to(x, y);
        for (int k = 0; k < segments; k++) { double c[6]; for (double &v : c) in >> v; s.path.cubic_to(c[0], c[1], c[2], c[3], c[4], c[5]); }
        s.path.close();
        expect(in, "fill");
        std::string kind; in >> kind;
        if (kind == "solid") { double r, g, b; in >> r >> g >> b; s.fillColour = colour(r, g, b, s.alpha); }
        else {
            s.gradient = true;
            if (kind == "linear") { double x0, y0, x1, y1; in >> x0 >> y0 >> x1 >> y1; s.fillGradient = BLGradient(BLLinearGradientValues(x0, y0, x1, y1), BL_EXTEND_MODE_PAD); }
            else { double gx, gy, r; in >> gx >> gy >> r; s.fillGradient = BLGradient(BLRadialGradientValues(gx, gy, gx, gy, r), BL_EXTEND_MODE_PAD); }
            int stops; in >> stops;
            for (int i = 0; i < stops; i++) { double o, r, g, b; in >> o >> r >> g >> b; s.fillGradient.add_stop(o, colour(r, g, b, s.alpha)); }
        }
        expect(in, "stroke");
        std::string w; in >> w;
        if (w != "none") { double g, b; in >> g >> b; s.stroked = true; s.strokeColour = colour(std::atof(w.c_str()), g, b, s.alpha); }
        if (!in) fail("malformed shape line");
        shapes.push_back(std::move(s));
    }
    if (shapes.size() != count || shapes.empty()) fail("shape count differs from the header");
    return shapes;
}

// The shape's centre at time t: two straight legs out in 1 s, back in 1 s (the description's motion).
static BLPoint centre(const Shape &s, double t) {
    double u = std::fmod(t, 2.0); if (u > 1) u = 2 - u;
    if (u <= 0.5) return BLPoint(s.cx + s.move[0] * 2 * u, s.cy + s.move[1] * 2 * u);
    double v = 2 * u - 1;
    return BLPoint(s.cx + s.move[0] + (s.move[2] - s.move[0]) * v, s.cy + s.move[1] + (s.move[3] - s.move[1]) * v);
}

static void draw(BLContext &ctx, const std::vector<Shape> &shapes, int frame) {
    double t = (frame % 120) / 60.0;
    ctx.set_comp_op(BL_COMP_OP_SRC_COPY); ctx.fill_all(BLRgba32(0xFFFFFFFFu)); ctx.set_comp_op(BL_COMP_OP_SRC_OVER);
    ctx.set_stroke_width(3); ctx.set_stroke_join(BL_STROKE_JOIN_ROUND);
    for (const Shape &s : shapes) {
        ctx.save();
        ctx.translate(centre(s, t));
        ctx.rotate(s.angle + s.speed * t);
        if (s.gradient) ctx.fill_path(s.path, s.fillGradient); else ctx.fill_path(s.path, s.fillColour);
        if (s.stroked) ctx.stroke_path(s.path, s.strokeColour);
        ctx.restore();
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: blend2d_bezier SCENE.txt [passes] | --png OUT.png FRAME\n"); return 1; }
    int width = 0, height = 0;
    std::vector<Shape> shapes = load(argv[1], width, height);
    BLImage image(width, height, BL_FORMAT_PRGB32);
    BLContextCreateInfo info{};
    info.thread_count = 0;
    BLContext ctx(image, info);
    if (argc > 2 && !strcmp(argv[2], "--png")) {
        draw(ctx, shapes, argc > 4 ? atoi(argv[4]) : 0);
        ctx.end();
        return image.write_to_file(argv[3]) == BL_SUCCESS ? 0 : 1;
    }
    int passes = std::clamp(argc > 2 ? atoi(argv[2]) : 3, 1, 31);
    for (int f = 0; f < 10; f++) draw(ctx, shapes, f);
    ctx.flush(BL_CONTEXT_FLUSH_SYNC);
    std::vector<double> wall, cpu;
    for (int pass = 0; pass < passes; pass++) {
        double w = now_ms(), c = cpu_ms();
        for (int f = 0; f < 120; f++) draw(ctx, shapes, f);
        ctx.flush(BL_CONTEXT_FLUSH_SYNC);
        wall.push_back((now_ms() - w) / 120); cpu.push_back((cpu_ms() - c) / 120);
    }
    std::sort(wall.begin(), wall.end()); std::sort(cpu.begin(), cpu.end());
    printf("blend2d %u.%u.%u bezier scene %zu shapes: median %.3f ms/frame wall, %.3f ms/frame cpu (%d passes of 120 frames)\n",
           BL_VERSION >> 16, (BL_VERSION >> 8) & 0xFF, BL_VERSION & 0xFF, shapes.size(), wall[passes / 2], cpu[passes / 2], passes);
    return 0;
}
