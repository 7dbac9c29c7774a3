/// The model of a colour space: what its components mean.
///
/// The raw values are those of Apple's `CGColorSpaceModel` (`kCGColorSpaceModelUnknown = -1`, then
/// monochrome, RGB, CMYK, Lab, DeviceN, indexed, pattern and XYZ in order), so values stored or
/// exchanged as integers keep their meaning. OpenCoreGraphics creates monochrome, RGB and CMYK
/// colour spaces; the other models exist so that code switching over a model compiles unchanged.
public enum CGColorSpaceModel: Int32, Sendable, Hashable, CaseIterable {
    /// An unknown colour space model.
    case unknown = -1
    /// A monochrome (gray) colour space: one component, the gray level.
    case monochrome = 0
    /// An RGB colour space: red, green and blue components.
    case rgb = 1
    /// A CMYK colour space: cyan, magenta, yellow and black components.
    case cmyk = 2
    /// A CIE L*a*b* colour space.
    case lab = 3
    /// A DeviceN colour space.
    case deviceN = 4
    /// An indexed colour space, whose single component indexes a colour table.
    case indexed = 5
    /// A pattern colour space.
    case pattern = 6
    /// A CIE XYZ colour space.
    case xyz = 7
}
