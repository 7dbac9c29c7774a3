// SDL2, for OpenQuartzCoreDisplay: a window, a streaming texture the software compositor's frames are
// uploaded to, vsync'd presentation and the mouse, touch and keyboard events.
#include <SDL2/SDL.h>
