// Cairo, for OpenQuartzCoreRendering: rasterization of paths, images and gradients.
#include <cairo.h>
