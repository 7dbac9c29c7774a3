// `import OpenQuartzCoreDisplay` brings the renderer and the model too: the layers a host shows and
// the display links its window drives.
@_exported import OpenQuartzCoreRendering
