/// Core Foundation's string, the type of Core Graphics' names (`CGColorSpace.sRGB`,
/// `kCGColorSpaceGenericRGB`, `CGColorSpace.name`...).
///
/// Apple declares `CFString` in Core Foundation, which Linux's Foundation does not export; on Apple's
/// platforms `String` bridges to it toll-free (`name as CFString`). OpenCoreGraphics declares it as
/// `String` itself and gives every name the type `String`, so that code written with either spelling
/// compiles unchanged. Core Foundation's functions on it (`CFStringGetLength`...) are not provided:
/// use `String`'s members.
public typealias CFString = String
