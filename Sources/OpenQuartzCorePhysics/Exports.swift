// `import OpenQuartzCorePhysics` brings OpenQuartzCore too: the layers the bodies move and the display
// links that drive the simulation.
@_exported import OpenQuartzCore
