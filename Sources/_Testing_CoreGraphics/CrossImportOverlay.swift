// An empty module, present because of a name: the toolchain's Swift Testing declares a cross-import
// overlay for any module named `CoreGraphics` (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay`,
// naming the module `_Testing_CoreGraphics`), which on Apple's platforms lets tests attach `CGImage`s.
// The Linux toolchain does not ship that module, so a file that imports both `Testing` and this
// package's `CoreGraphics` (directly or through `QuartzCore`) fails with "no such module
// '_Testing_CoreGraphics'" unless one exists. This one declares nothing: images cannot be attached
// to tests on Linux.
