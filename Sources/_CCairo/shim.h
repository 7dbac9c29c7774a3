// Cairo, for OpenQuartzCoreRendering: rasterization of paths, images and gradients.
#include <cairo.h>

// Asks the processor to start bringing the cache line at `address` into its caches, for writing
// (the compositor's hint for the pixels of the row it draws next; Swift has no prefetch of its
// own). A hint only: it never faults, whatever the address.
static inline void oqc_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}
