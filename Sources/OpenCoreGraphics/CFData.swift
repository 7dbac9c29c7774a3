import Foundation

/// Core Foundation's immutable buffer of bytes, the type Core Graphics' API takes bytes as
/// (`CGDataProvider(data:)`).
///
/// Apple declares `CFData` in Core Foundation, which Linux's Foundation does not export; on Apple's
/// platforms Foundation's `Data` bridges to it toll-free, and code writes `Data(bytes) as CFData`.
/// OpenCoreGraphics declares it as `Data` itself, so that this spelling compiles unchanged (the cast
/// is then an identity) and the bytes are never copied. Core Foundation's functions on it
/// (`CFDataGetLength`, `CFDataGetBytePtr`...) are not provided: use `Data`'s members.
public typealias CFData = Data
