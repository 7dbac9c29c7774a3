import _CCairo
import OpenCoreGraphics

/// Plays recorded drawing (a ``CGDisplayList``) into a Cairo context.
package enum CairoDisplayListPlayer {
    /// Performs every command of `list` on `cr` (a `cairo_t *`), taking `cr`'s current user space as
    /// the list's device space and drawing within `cr`'s current clip. `cr`'s state is as it was
    /// afterwards; transparency layers the list left open are ended (composited) at the end.
    package static func play(_ list: CGDisplayList, in cr: OpaquePointer) {
        guard !list.isEmpty else { return }
        cairo_save(cr)
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        var renderer = CairoCommandRenderer(cr: cr, base: base)
        for command in list.commands { renderer.perform(command) }
        renderer.finish()
        cairo_restore(cr)
    }
}
