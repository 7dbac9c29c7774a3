// TurboJPEG (libturbojpeg.so.0) and libwebp (libwebp.so.7), each opened the first time one of its
// images is decoded, once, under pthread_once. Declarations come from Debian's libturbojpeg0-dev and
// libwebp-dev, which the Makefile installs; only the runtime libraries are needed to run.
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <turbojpeg.h>
#include <webp/decode.h>
#include "_CImageCodecs.h"

static _Thread_local char failure[512];

const char *oqc_image_codec_error(void) { return failure; }

// MARK: TurboJPEG

static struct {
    __typeof__(tjInitDecompress) *init;
    __typeof__(tjDecompressHeader3) *header;
    __typeof__(tjDecompress2) *decompress;
    __typeof__(tjDestroy) *destroy;
    __typeof__(tjGetErrorStr2) *error;
    __typeof__(tjGetErrorCode) *code;
} jpeg;
static const char *jpeg_failure;
static pthread_once_t jpeg_once = PTHREAD_ONCE_INIT;

static void load_jpeg(void) {
    void *library = dlopen("libturbojpeg.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) { jpeg_failure = "cannot load libturbojpeg.so.0 (install libturbojpeg0)"; return; }
    jpeg.init = (__typeof__(jpeg.init))dlsym(library, "tjInitDecompress");
    jpeg.header = (__typeof__(jpeg.header))dlsym(library, "tjDecompressHeader3");
    jpeg.decompress = (__typeof__(jpeg.decompress))dlsym(library, "tjDecompress2");
    jpeg.destroy = (__typeof__(jpeg.destroy))dlsym(library, "tjDestroy");
    jpeg.error = (__typeof__(jpeg.error))dlsym(library, "tjGetErrorStr2");
    jpeg.code = (__typeof__(jpeg.code))dlsym(library, "tjGetErrorCode");
    if (!jpeg.init || !jpeg.header || !jpeg.decompress || !jpeg.destroy || !jpeg.error || !jpeg.code) {
        jpeg_failure = "libturbojpeg.so.0 lacks the TurboJPEG functions";
    }
}

static int fits(int width, int height, size_t max_pixels) {
    if (width <= 0 || height <= 0 || width > 32767 || height > 32767) {
        snprintf(failure, sizeof failure, "an image of %d x %d pixels", width, height);
        return 0;
    }
    if ((size_t)width * (size_t)height > max_pixels) {
        snprintf(failure, sizeof failure, "an image of %d x %d pixels is larger than %zu pixels", width, height, max_pixels);
        return 0;
    }
    return 1;
}

int oqc_jpeg_decode(const unsigned char *data, size_t size, size_t max_pixels,
                    unsigned char **pixels, int *width, int *height) {
    pthread_once(&jpeg_once, load_jpeg);
    if (jpeg_failure) { snprintf(failure, sizeof failure, "%s", jpeg_failure); return -1; }
    if (size > 0xffffffffu) { snprintf(failure, sizeof failure, "the JPEG data is too long"); return -1; }
    tjhandle handle = jpeg.init();
    if (!handle) { snprintf(failure, sizeof failure, "TurboJPEG could not start"); return -1; }
    int subsampling = 0, colorspace = 0, result = -1;
    if (jpeg.header(handle, data, (unsigned long)size, width, height, &subsampling, &colorspace) != 0) {
        snprintf(failure, sizeof failure, "not a JPEG TurboJPEG reads: %s", jpeg.error(handle));
    } else if (fits(*width, *height, max_pixels)) {
        unsigned char *out = malloc((size_t)*width * (size_t)*height * 4);
        if (!out) {
            snprintf(failure, sizeof failure, "no memory for %d x %d pixels", *width, *height);
        } else if (jpeg.decompress(handle, data, (unsigned long)size, out, *width, *width * 4, *height, TJPF_RGBA, 0) != 0
                   && jpeg.code(handle) != TJERR_WARNING) {
            // A warning (a truncated file, say) leaves what could be decoded, as browsers show it.
            snprintf(failure, sizeof failure, "the JPEG cannot be decoded: %s", jpeg.error(handle));
            free(out);
        } else {
            *pixels = out;
            result = 0;
        }
    }
    jpeg.destroy(handle);
    return result;
}

// MARK: libwebp

static struct {
    __typeof__(WebPGetInfo) *info;
    __typeof__(WebPDecodeRGBAInto) *decode;
} webp;
static const char *webp_failure;
static pthread_once_t webp_once = PTHREAD_ONCE_INIT;

static void load_webp(void) {
    void *library = dlopen("libwebp.so.7", RTLD_NOW | RTLD_LOCAL);
    if (!library) { webp_failure = "cannot load libwebp.so.7 (install libwebp7)"; return; }
    webp.info = (__typeof__(webp.info))dlsym(library, "WebPGetInfo");
    webp.decode = (__typeof__(webp.decode))dlsym(library, "WebPDecodeRGBAInto");
    if (!webp.info || !webp.decode) webp_failure = "libwebp.so.7 lacks WebPGetInfo or WebPDecodeRGBAInto";
}

int oqc_webp_decode(const unsigned char *data, size_t size, size_t max_pixels,
                    unsigned char **pixels, int *width, int *height) {
    pthread_once(&webp_once, load_webp);
    if (webp_failure) { snprintf(failure, sizeof failure, "%s", webp_failure); return -1; }
    if (!webp.info(data, size, width, height)) { snprintf(failure, sizeof failure, "not a WebP image libwebp reads"); return -1; }
    if (!fits(*width, *height, max_pixels)) return -1;
    size_t count = (size_t)*width * (size_t)*height * 4;
    unsigned char *out = malloc(count);
    if (!out) { snprintf(failure, sizeof failure, "no memory for %d x %d pixels", *width, *height); return -1; }
    if (!webp.decode(data, size, out, count, *width * 4)) {
        snprintf(failure, sizeof failure, "the WebP image cannot be decoded");
        free(out);
        return -1;
    }
    // Straight alpha to premultiplied, rounding to nearest.
    for (size_t i = 0; i < count; i += 4) {
        unsigned alpha = out[i + 3];
        if (alpha == 255) continue;
        for (int c = 0; c < 3; c++) out[i + c] = (unsigned char)((out[i + c] * alpha + 127) / 255);
    }
    *pixels = out;
    return 0;
}
