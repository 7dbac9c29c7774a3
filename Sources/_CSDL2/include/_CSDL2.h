// SDL2, for OpenQuartzCoreDisplay: a window, a streaming texture the software compositor's frames are
// uploaded to, vsync'd presentation and the mouse, touch and keyboard events.
//
// The declarations are SDL's own (Debian's libsdl2-dev). The functions the project calls are defined
// in SDLLoader.c, which opens libSDL2-2.0.so.0 the first time one is called: a program that never
// shows a window (every `ca-render render`) neither loads SDL nor the audio, X11 and Wayland
// libraries SDL brings, which took 5 MB of memory and several milliseconds at each start.
#include <SDL2/SDL.h>
