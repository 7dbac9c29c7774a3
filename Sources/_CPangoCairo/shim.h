// Pango on Cairo, for OpenQuartzCoreRendering: text layout and drawing (CATextLayer).
#include <pango/pangocairo.h>
