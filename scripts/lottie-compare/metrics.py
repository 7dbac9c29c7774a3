"""Image metrics for the Lottie comparison: SSIM (Wang et al. 2004) and PSNR, with numpy only.

Images are straight (non-premultiplied) 8-bit RGBA arrays of shape (H, W, 4). Before any metric they
are premultiplied and composited over a fixed opaque background, `BACKGROUND` (mid grey, 128): the
result is what a viewer would see on that background, so colour under alpha 0 does not count and
alpha differences show as colour differences.

SSIM: the standard Gaussian-window SSIM of Wang, Bovik, Sheikh and Simoncelli (IEEE TIP 13(4), 2004):
an 11 x 11 window, sigma 1.5 (normalised to sum 1), K1 = 0.01, K2 = 0.03, L = 255, computed over the
'valid' region (windows wholly inside the image, as the authors' ssim.m filters with 'valid'), on each
of R, G and B of the composite, and averaged over the three channels (the mean of the three SSIM
maps' means). Unlike ssim.m there is no automatic downsampling.

PSNR: 10 log10(255^2 / MSE), the MSE over R, G and B of the composite; infinite for identical images.

Run `python3 metrics.py` to check both on cases worked out by hand.
"""
import math

import numpy as np

BACKGROUND = 128.0
K1, K2, L = 0.01, 0.03, 255.0
C1, C2 = (K1 * L) ** 2, (K2 * L) ** 2


def gaussian_window(size=11, sigma=1.5):
    """The normalised 1-D Gaussian whose outer product is the 2-D window."""
    x = np.arange(size, dtype=np.float64) - (size - 1) / 2
    g = np.exp(-(x * x) / (2 * sigma * sigma))
    return g / g.sum()


WINDOW = gaussian_window()


def composite(rgba, background=BACKGROUND):
    """Straight RGBA (H, W, 4, uint8) premultiplied and composited over an opaque grey: (H, W, 3) float64."""
    px = rgba.astype(np.float64)
    alpha = px[..., 3:4] / 255.0
    return px[..., :3] * alpha + background * (1.0 - alpha)


def _filter_valid(image):
    """The 'valid' 2-D correlation of `image` (H, W, C) with the separable Gaussian window."""
    n = len(WINDOW)
    h, w = image.shape[0] - n + 1, image.shape[1] - n + 1
    rows = np.zeros((h, image.shape[1]) + image.shape[2:], dtype=np.float64)
    for k in range(n):
        rows += WINDOW[k] * image[k:k + h]
    out = np.zeros((h, w) + image.shape[2:], dtype=np.float64)
    for k in range(n):
        out += WINDOW[k] * rows[:, k:k + w]
    return out


def ssim_channels(x, y):
    """Mean SSIM of two float images (H, W, C), per channel, as a list of C values."""
    if x.shape[0] < len(WINDOW) or x.shape[1] < len(WINDOW):
        raise ValueError('images smaller than the 11 x 11 window')
    mu_x, mu_y = _filter_valid(x), _filter_valid(y)
    xx, yy, xy = _filter_valid(x * x), _filter_valid(y * y), _filter_valid(x * y)
    sigma_x = xx - mu_x * mu_x
    sigma_y = yy - mu_y * mu_y
    sigma_xy = xy - mu_x * mu_y
    numerator = (2 * mu_x * mu_y + C1) * (2 * sigma_xy + C2)
    denominator = (mu_x * mu_x + mu_y * mu_y + C1) * (sigma_x + sigma_y + C2)
    ssim_map = numerator / denominator
    return [float(ssim_map[..., c].mean()) for c in range(ssim_map.shape[2])]


def ssim(a, b):
    """SSIM of two straight RGBA images: the mean over R, G, B of the composites' per-channel SSIM."""
    check_shapes(a, b)
    return float(np.mean(ssim_channels(composite(a), composite(b))))


def psnr(a, b):
    """PSNR in dB of two straight RGBA images' composites; math.inf when they are identical."""
    check_shapes(a, b)
    mse = float(np.mean((composite(a) - composite(b)) ** 2))
    return math.inf if mse == 0 else 10 * math.log10(L * L / mse)


def check_shapes(a, b):
    if a.shape != b.shape or a.ndim != 3 or a.shape[2] != 4:
        raise ValueError(f'images of different shapes: {a.shape} and {b.shape}')


def self_test():
    """Checks the metrics on cases worked out by hand; raises AssertionError on a failure."""
    rng = np.random.default_rng(1)
    noise = rng.integers(0, 256, size=(40, 48, 4), dtype=np.uint8)
    noise[..., 3] = 255
    # Identical images: SSIM 1 exactly (numerator equals denominator), PSNR infinite.
    assert abs(ssim(noise, noise) - 1) < 1e-12, ssim(noise, noise)
    assert psnr(noise, noise) == math.inf
    # Opaque constant images 100 and 110: every pixel differs by 10, MSE = 100,
    # PSNR = 10 log10(255^2 / 100) = 20 log10(25.5) = 28.1308...; the variances are 0, so
    # SSIM = (2 * 100 * 110 + C1) / (100^2 + 110^2 + C1) with C1 = 6.5025: 22006.5025 / 22106.5025.
    a = np.full((32, 32, 4), 100, dtype=np.uint8)
    b = np.full((32, 32, 4), 110, dtype=np.uint8)
    a[..., 3] = b[..., 3] = 255
    assert abs(psnr(a, b) - 28.130803608679106) < 1e-9, psnr(a, b)
    assert abs(ssim(a, b) - 22006.5025 / 22106.5025) < 1e-12, ssim(a, b)
    # A constant offset of 5 on random content: MSE 25, PSNR = 20 log10(255 / 5) = 34.1514 dB.
    shifted = noise.copy()
    shifted[..., :3] = np.clip(noise[..., :3].astype(int) + 5, 0, 255).astype(np.uint8)
    keep = (noise[..., :3] <= 250).all(axis=2)
    assert abs(psnr(noise[keep][None], shifted[keep][None]) - 20 * math.log10(51)) < 1e-9
    # Transparent pixels: any colour under alpha 0 is the background; alpha 0 vs opaque grey 128 equal.
    clear = np.zeros((16, 16, 4), dtype=np.uint8)
    clear[..., :3] = 77
    grey = np.full((16, 16, 4), 128, dtype=np.uint8)
    grey[..., 3] = 255
    assert psnr(clear, grey) == math.inf and abs(ssim(clear, grey) - 1) < 1e-12
    # Structure lost: noise against its mean grey scores far below 0.95.
    flat = np.full_like(noise, 128)
    flat[..., 3] = 255
    assert ssim(noise, flat) < 0.1, ssim(noise, flat)
    return True


if __name__ == '__main__':
    self_test()
    print('metrics self-test: ok (SSIM of identical images 1, PSNR of a constant offset of 10 = 28.1308 dB, '
          'of 5 = 34.1514 dB)')
