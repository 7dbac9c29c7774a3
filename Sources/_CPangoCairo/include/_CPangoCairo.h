// Pango on Cairo, for OpenQuartzCoreRendering: text layout and drawing (CATextLayer, Lottie text).
// The library (libpangocairo-1.0.so.0, with Pango, GLib, HarfBuzz and fontconfig beneath it) is
// opened the first time text is laid out, so that a process that draws no text neither loads its
// libraries nor pays for them at start or in memory (about 2.6 MB resident). This header declares
// the part of Pango's API OpenQuartzCore uses, with Pango's names, types and values (Pango 1.x's
// stable ABI: opaque objects, `int` booleans, the enumerations below); each function calls Pango's
// through a pointer bound when the library is opened. Where Pango cannot be opened, the functions
// that make objects return NULL (callers draw no text), the rest do nothing, and one line on
// standard error says so.
#ifndef OQC_PANGO_CAIRO_H
#define OQC_PANGO_CAIRO_H

struct _cairo;
struct _cairo_font_options;

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;

/// A rectangle in Pango units (PANGO_SCALE to a point).
typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

#define PANGO_SCALE 1024

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum {
    PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL, PANGO_DIRECTION_TTB_LTR, PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR, PANGO_DIRECTION_WEAK_RTL, PANGO_DIRECTION_NEUTRAL
} PangoDirection;
typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350, PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600, PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

/// Pango's functions, bound by oqc_pango_load.
struct oqc_pango_functions {
    PangoLayout *(*cairo_create_layout)(struct _cairo *cr);
    void (*cairo_show_layout)(struct _cairo *cr, PangoLayout *layout);
    void (*cairo_layout_path)(struct _cairo *cr, PangoLayout *layout);
    void (*cairo_context_set_font_options)(PangoContext *context, const struct _cairo_font_options *options);
    void (*layout_set_text)(PangoLayout *layout, const char *text, int length);
    void (*layout_set_font_description)(PangoLayout *layout, const PangoFontDescription *description);
    void (*layout_set_alignment)(PangoLayout *layout, PangoAlignment alignment);
    void (*layout_set_auto_dir)(PangoLayout *layout, int auto_dir);
    void (*layout_set_ellipsize)(PangoLayout *layout, PangoEllipsizeMode ellipsize);
    void (*layout_set_wrap)(PangoLayout *layout, PangoWrapMode wrap);
    void (*layout_set_width)(PangoLayout *layout, int width);
    void (*layout_set_height)(PangoLayout *layout, int height);
    void (*layout_set_justify)(PangoLayout *layout, int justify);
    void (*layout_get_extents)(PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical);
    int (*layout_get_baseline)(PangoLayout *layout);
    PangoDirection (*layout_get_direction)(PangoLayout *layout, int index);
    PangoContext *(*layout_get_context)(PangoLayout *layout);
    void (*layout_context_changed)(PangoLayout *layout);
    void (*context_set_round_glyph_positions)(PangoContext *context, int round_positions);
    PangoFontDescription *(*font_description_new)(void);
    void (*font_description_free)(PangoFontDescription *description);
    void (*font_description_set_family)(PangoFontDescription *description, const char *family);
    void (*font_description_set_weight)(PangoFontDescription *description, PangoWeight weight);
    void (*font_description_set_style)(PangoFontDescription *description, PangoStyle style);
    void (*font_description_set_absolute_size)(PangoFontDescription *description, double size);
    const char *(*font_description_get_family)(const PangoFontDescription *description);
    PangoWeight (*font_description_get_weight)(const PangoFontDescription *description);
    PangoStyle (*font_description_get_style)(const PangoFontDescription *description);
    int (*font_description_get_size)(const PangoFontDescription *description);
    void (*object_unref)(void *object);
};

extern struct oqc_pango_functions oqc_pango;

/// Opens Pango the first time (once per process, thread-safe); 1 when its functions are bound.
int oqc_pango_load(void);

#define OQC_PANGO_CALL(call, otherwise) return oqc_pango_load() ? oqc_pango.call : otherwise
#define OQC_PANGO_DO(call) if (oqc_pango_load()) oqc_pango.call

static inline PangoLayout *pango_cairo_create_layout(struct _cairo *cr) { OQC_PANGO_CALL(cairo_create_layout(cr), (PangoLayout *)0); }
static inline void pango_cairo_show_layout(struct _cairo *cr, PangoLayout *layout) { OQC_PANGO_DO(cairo_show_layout(cr, layout)); }
static inline void pango_cairo_layout_path(struct _cairo *cr, PangoLayout *layout) { OQC_PANGO_DO(cairo_layout_path(cr, layout)); }
static inline void pango_cairo_context_set_font_options(PangoContext *context, const struct _cairo_font_options *options) {
    OQC_PANGO_DO(cairo_context_set_font_options(context, options));
}
static inline void pango_layout_set_text(PangoLayout *layout, const char *text, int length) { OQC_PANGO_DO(layout_set_text(layout, text, length)); }
static inline void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *description) {
    OQC_PANGO_DO(layout_set_font_description(layout, description));
}
static inline void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment) { OQC_PANGO_DO(layout_set_alignment(layout, alignment)); }
static inline void pango_layout_set_auto_dir(PangoLayout *layout, int auto_dir) { OQC_PANGO_DO(layout_set_auto_dir(layout, auto_dir)); }
static inline void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize) { OQC_PANGO_DO(layout_set_ellipsize(layout, ellipsize)); }
static inline void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap) { OQC_PANGO_DO(layout_set_wrap(layout, wrap)); }
static inline void pango_layout_set_width(PangoLayout *layout, int width) { OQC_PANGO_DO(layout_set_width(layout, width)); }
static inline void pango_layout_set_height(PangoLayout *layout, int height) { OQC_PANGO_DO(layout_set_height(layout, height)); }
static inline void pango_layout_set_justify(PangoLayout *layout, int justify) { OQC_PANGO_DO(layout_set_justify(layout, justify)); }
static inline void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical) {
    OQC_PANGO_DO(layout_get_extents(layout, ink, logical));
}
static inline int pango_layout_get_baseline(PangoLayout *layout) { OQC_PANGO_CALL(layout_get_baseline(layout), 0); }
static inline PangoDirection pango_layout_get_direction(PangoLayout *layout, int index) {
    OQC_PANGO_CALL(layout_get_direction(layout, index), PANGO_DIRECTION_LTR);
}
static inline PangoContext *pango_layout_get_context(PangoLayout *layout) { OQC_PANGO_CALL(layout_get_context(layout), (PangoContext *)0); }
static inline void pango_layout_context_changed(PangoLayout *layout) { OQC_PANGO_DO(layout_context_changed(layout)); }
static inline void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions) {
    OQC_PANGO_DO(context_set_round_glyph_positions(context, round_positions));
}
static inline PangoFontDescription *pango_font_description_new(void) { OQC_PANGO_CALL(font_description_new(), (PangoFontDescription *)0); }
static inline void pango_font_description_free(PangoFontDescription *description) { OQC_PANGO_DO(font_description_free(description)); }
static inline void pango_font_description_set_family(PangoFontDescription *description, const char *family) {
    OQC_PANGO_DO(font_description_set_family(description, family));
}
static inline void pango_font_description_set_weight(PangoFontDescription *description, PangoWeight weight) {
    OQC_PANGO_DO(font_description_set_weight(description, weight));
}
static inline void pango_font_description_set_style(PangoFontDescription *description, PangoStyle style) {
    OQC_PANGO_DO(font_description_set_style(description, style));
}
static inline void pango_font_description_set_absolute_size(PangoFontDescription *description, double size) {
    OQC_PANGO_DO(font_description_set_absolute_size(description, size));
}
static inline const char *pango_font_description_get_family(const PangoFontDescription *description) {
    OQC_PANGO_CALL(font_description_get_family(description), (const char *)0);
}
static inline PangoWeight pango_font_description_get_weight(const PangoFontDescription *description) {
    OQC_PANGO_CALL(font_description_get_weight(description), PANGO_WEIGHT_NORMAL);
}
static inline PangoStyle pango_font_description_get_style(const PangoFontDescription *description) {
    OQC_PANGO_CALL(font_description_get_style(description), PANGO_STYLE_NORMAL);
}
static inline int pango_font_description_get_size(const PangoFontDescription *description) {
    OQC_PANGO_CALL(font_description_get_size(description), 0);
}
/// GObject's reference release, for the layouts pango_cairo_create_layout makes.
static inline void g_object_unref(void *object) { OQC_PANGO_DO(object_unref(object)); }

#endif
