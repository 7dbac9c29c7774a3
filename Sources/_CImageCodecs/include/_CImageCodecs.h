// JPEG and WebP decoding for image contents (Lottie image assets): libjpeg-turbo's TurboJPEG and
// libwebp, each opened (dlopen) the first time an image of its kind is decoded, so that a render
// without such images loads neither.
#include <stddef.h>

/// Decodes JPEG `data` into `*pixels` (premultiplied RGBA, rows packed; opaque), allocated with
/// malloc for the caller to free, and its size into `*width` and `*height`. Returns 0 on success;
/// otherwise -1, and `oqc_image_codec_error` says why. Images over `max_pixels` pixels (or 32767 a
/// side) are refused before any is allocated.
int oqc_jpeg_decode(const unsigned char *data, size_t size, size_t max_pixels,
                    unsigned char **pixels, int *width, int *height);

/// `oqc_jpeg_decode` for WebP `data` (lossy or lossless, with alpha; an animation's first frame).
int oqc_webp_decode(const unsigned char *data, size_t size, size_t max_pixels,
                    unsigned char **pixels, int *width, int *height);

/// Why the last decoding on this thread failed.
const char *oqc_image_codec_error(void);
