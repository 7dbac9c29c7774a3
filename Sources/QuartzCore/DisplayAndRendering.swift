// Apple's frame-driving and offline-rendering API, re-exported for `import QuartzCore` on Linux:
// - from OpenQuartzCore, `CADisplayLink` and `CAFrameRateRange`;
// - from OpenQuartzCoreRendering, `CARenderer`, and `CVTimeStamp`, the Core Video type of its
//   `beginFrame(atTime:timeStamp:)` (Apple's QuartzCore re-exports Core Video, where it lives).
//
// Left out, deliberately:
// - `DisplaySource`, `SystemDisplaySource` and `ManualDisplaySource`, OpenQuartzCore's sources of
//   display refreshes for `CADisplayLink` (Apple's display link follows the screen and cannot be
//   driven by hand);
// - `PNGError`, the error of OpenQuartzCoreRendering's PNG reading and writing, which Apple does
//   through ImageIO.
// `CARenderer(cgContext:options:)` and `rasterizationThreads` are OpenQuartzCore additions too, but
// members, which no import can leave out (see Exports.swift).

@_exported import class OpenQuartzCore.CADisplayLink
@_exported import struct OpenQuartzCore.CAFrameRateRange

@_exported import class OpenQuartzCoreRendering.CARenderer
@_exported import struct OpenQuartzCoreRendering.CVTimeStamp
