// Chipmunk2D 7 (Debian's libchipmunk-dev, which ships no pkg-config file), for OpenQuartzCorePhysics:
// rigid bodies, collision shapes and the space that steps them.
#include <chipmunk/chipmunk.h>
