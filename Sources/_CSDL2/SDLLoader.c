// The SDL functions OpenQuartzCoreDisplay calls, each forwarding to libSDL2-2.0.so.0, which is opened
// (dlopen) the first time any of them is called, once, under pthread_once. Where the library cannot
// be opened, SDL_GetError says why (dlerror's message) and the others fail as SDL fails: -1, NULL,
// 0 or nothing. The definitions are hidden, so that they serve this program's calls only and never
// stand in for the library's own symbols.
#define DECLSPEC __attribute__((visibility("hidden")))
#include "_CSDL2.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define OQC_SDL_FUNCTIONS(X) \
    X(SDL_GetError) X(SDL_SetHint) X(SDL_InitSubSystem) X(SDL_QuitSubSystem) X(SDL_GetCurrentVideoDriver) \
    X(SDL_GetTicks) X(SDL_PollEvent) X(SDL_PushEvent) X(SDL_GetKeyName) \
    X(SDL_CreateWindow) X(SDL_DestroyWindow) X(SDL_GetWindowTitle) X(SDL_GetWindowSize) X(SDL_SetWindowSize) \
    X(SDL_GetWindowDisplayMode) \
    X(SDL_CreateRenderer) X(SDL_DestroyRenderer) X(SDL_GetRendererInfo) X(SDL_GetRendererOutputSize) \
    X(SDL_RenderClear) X(SDL_RenderCopy) X(SDL_RenderPresent) X(SDL_RenderReadPixels) \
    X(SDL_CreateTexture) X(SDL_DestroyTexture) X(SDL_LockTexture) X(SDL_UnlockTexture) X(SDL_UpdateTexture) \
    X(SDL_SetTextureBlendMode)

static struct {
#define OQC_FIELD(name) __typeof__(name) *name;
    OQC_SDL_FUNCTIONS(OQC_FIELD)
#undef OQC_FIELD
} sdl;
static int available;
static char failure[512] = "SDL2 was not loaded";
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "cannot load SDL2 (install libsdl2-2.0-0): %s", reason ? reason : "unknown error");
        return;
    }
#define OQC_LOOKUP(name) \
    if (!(sdl.name = (__typeof__(name) *)dlsym(library, #name))) { \
        snprintf(failure, sizeof failure, "libSDL2-2.0.so.0 has no %s", #name); \
        return; \
    }
    OQC_SDL_FUNCTIONS(OQC_LOOKUP)
#undef OQC_LOOKUP
    available = 1;
}

static int loaded(void) {
    pthread_once(&once, load);
    return available;
}

const char *SDL_GetError(void) { return loaded() ? sdl.SDL_GetError() : failure; }
SDL_bool SDL_SetHint(const char *name, const char *value) { return loaded() ? sdl.SDL_SetHint(name, value) : SDL_FALSE; }
int SDL_InitSubSystem(Uint32 flags) { return loaded() ? sdl.SDL_InitSubSystem(flags) : -1; }
void SDL_QuitSubSystem(Uint32 flags) { if (loaded()) sdl.SDL_QuitSubSystem(flags); }
const char *SDL_GetCurrentVideoDriver(void) { return loaded() ? sdl.SDL_GetCurrentVideoDriver() : NULL; }
Uint32 SDL_GetTicks(void) { return loaded() ? sdl.SDL_GetTicks() : 0; }
int SDL_PollEvent(SDL_Event *event) { return loaded() ? sdl.SDL_PollEvent(event) : 0; }
int SDL_PushEvent(SDL_Event *event) { return loaded() ? sdl.SDL_PushEvent(event) : -1; }
const char *SDL_GetKeyName(SDL_Keycode key) { return loaded() ? sdl.SDL_GetKeyName(key) : ""; }

SDL_Window *SDL_CreateWindow(const char *title, int x, int y, int w, int h, Uint32 flags) {
    return loaded() ? sdl.SDL_CreateWindow(title, x, y, w, h, flags) : NULL;
}
void SDL_DestroyWindow(SDL_Window *window) { if (loaded()) sdl.SDL_DestroyWindow(window); }
const char *SDL_GetWindowTitle(SDL_Window *window) { return loaded() ? sdl.SDL_GetWindowTitle(window) : ""; }
void SDL_GetWindowSize(SDL_Window *window, int *w, int *h) {
    if (loaded()) { sdl.SDL_GetWindowSize(window, w, h); return; }
    if (w) *w = 0;
    if (h) *h = 0;
}
void SDL_SetWindowSize(SDL_Window *window, int w, int h) { if (loaded()) sdl.SDL_SetWindowSize(window, w, h); }
int SDL_GetWindowDisplayMode(SDL_Window *window, SDL_DisplayMode *mode) {
    return loaded() ? sdl.SDL_GetWindowDisplayMode(window, mode) : -1;
}

SDL_Renderer *SDL_CreateRenderer(SDL_Window *window, int index, Uint32 flags) {
    return loaded() ? sdl.SDL_CreateRenderer(window, index, flags) : NULL;
}
void SDL_DestroyRenderer(SDL_Renderer *renderer) { if (loaded()) sdl.SDL_DestroyRenderer(renderer); }
int SDL_GetRendererInfo(SDL_Renderer *renderer, SDL_RendererInfo *info) {
    return loaded() ? sdl.SDL_GetRendererInfo(renderer, info) : -1;
}
int SDL_GetRendererOutputSize(SDL_Renderer *renderer, int *w, int *h) {
    return loaded() ? sdl.SDL_GetRendererOutputSize(renderer, w, h) : -1;
}
int SDL_RenderClear(SDL_Renderer *renderer) { return loaded() ? sdl.SDL_RenderClear(renderer) : -1; }
int SDL_RenderCopy(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source, const SDL_Rect *destination) {
    return loaded() ? sdl.SDL_RenderCopy(renderer, texture, source, destination) : -1;
}
void SDL_RenderPresent(SDL_Renderer *renderer) { if (loaded()) sdl.SDL_RenderPresent(renderer); }
int SDL_RenderReadPixels(SDL_Renderer *renderer, const SDL_Rect *rect, Uint32 format, void *pixels, int pitch) {
    return loaded() ? sdl.SDL_RenderReadPixels(renderer, rect, format, pixels, pitch) : -1;
}

SDL_Texture *SDL_CreateTexture(SDL_Renderer *renderer, Uint32 format, int access, int w, int h) {
    return loaded() ? sdl.SDL_CreateTexture(renderer, format, access, w, h) : NULL;
}
void SDL_DestroyTexture(SDL_Texture *texture) { if (loaded()) sdl.SDL_DestroyTexture(texture); }
int SDL_LockTexture(SDL_Texture *texture, const SDL_Rect *rect, void **pixels, int *pitch) {
    return loaded() ? sdl.SDL_LockTexture(texture, rect, pixels, pitch) : -1;
}
void SDL_UnlockTexture(SDL_Texture *texture) { if (loaded()) sdl.SDL_UnlockTexture(texture); }
int SDL_UpdateTexture(SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch) {
    return loaded() ? sdl.SDL_UpdateTexture(texture, rect, pixels, pitch) : -1;
}
int SDL_SetTextureBlendMode(SDL_Texture *texture, SDL_BlendMode mode) {
    return loaded() ? sdl.SDL_SetTextureBlendMode(texture, mode) : -1;
}
