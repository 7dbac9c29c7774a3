// `import OpenQuartzCore` is the only import a user writes: it brings OpenCoreGraphics (and through
// it Foundation), as Apple's QuartzCore brings CoreGraphics and Foundation.
@_exported import OpenCoreGraphics
