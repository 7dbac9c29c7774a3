// Binds Pango's functions from libpangocairo-1.0.so.0 (opened with its dependencies: libpango,
// GLib's GObject, HarfBuzz, fontconfig) the first time text is laid out, once, under pthread_once.
// Cairo is already loaded (the renderer links it), and Pango's Cairo backend shares that library.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include "_CPangoCairo.h"

struct oqc_pango_functions oqc_pango;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *name = "libpangocairo-1.0.so.0";
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "OpenQuartzCore: text is not drawn: cannot load %s (%s); install Debian's libpangocairo-1.0-0\n",
                name, dlerror());
        return;
    }
    const char *missing = 0;
#define BIND(field, symbol) \
    if (!(oqc_pango.field = (__typeof__(oqc_pango.field))dlsym(library, symbol)) && !missing) missing = symbol
    BIND(cairo_create_layout, "pango_cairo_create_layout");
    BIND(cairo_show_layout, "pango_cairo_show_layout");
    BIND(cairo_layout_path, "pango_cairo_layout_path");
    BIND(cairo_context_set_font_options, "pango_cairo_context_set_font_options");
    BIND(layout_set_text, "pango_layout_set_text");
    BIND(layout_set_font_description, "pango_layout_set_font_description");
    BIND(layout_set_alignment, "pango_layout_set_alignment");
    BIND(layout_set_auto_dir, "pango_layout_set_auto_dir");
    BIND(layout_set_ellipsize, "pango_layout_set_ellipsize");
    BIND(layout_set_wrap, "pango_layout_set_wrap");
    BIND(layout_set_width, "pango_layout_set_width");
    BIND(layout_set_height, "pango_layout_set_height");
    BIND(layout_set_justify, "pango_layout_set_justify");
    BIND(layout_get_extents, "pango_layout_get_extents");
    BIND(layout_get_baseline, "pango_layout_get_baseline");
    BIND(layout_get_direction, "pango_layout_get_direction");
    BIND(layout_get_context, "pango_layout_get_context");
    BIND(layout_context_changed, "pango_layout_context_changed");
    BIND(context_set_round_glyph_positions, "pango_context_set_round_glyph_positions");
    BIND(font_description_new, "pango_font_description_new");
    BIND(font_description_free, "pango_font_description_free");
    BIND(font_description_set_family, "pango_font_description_set_family");
    BIND(font_description_set_weight, "pango_font_description_set_weight");
    BIND(font_description_set_style, "pango_font_description_set_style");
    BIND(font_description_set_absolute_size, "pango_font_description_set_absolute_size");
    BIND(font_description_get_family, "pango_font_description_get_family");
    BIND(font_description_get_weight, "pango_font_description_get_weight");
    BIND(font_description_get_style, "pango_font_description_get_style");
    BIND(font_description_get_size, "pango_font_description_get_size");
    BIND(object_unref, "g_object_unref");
#undef BIND
    if (missing) {
        fprintf(stderr, "OpenQuartzCore: text is not drawn: %s lacks %s\n", name, missing);
        return;
    }
    loaded = 1;
}

int oqc_pango_load(void) {
    pthread_once(&once, load);
    return loaded;
}
