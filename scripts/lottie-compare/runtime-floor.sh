#!/usr/bin/env bash
# The memory a Swift program on Linux peaks at before it does any work of ours: tiny programs built
# here, linked against the Swift runtime and Foundation dynamically, the way the release ca-render
# links them (--static-swift-stdlib), and fully static (-static-executable: the least a Swift
# program can map), each run under GNU time.
# docs/lottie-compare.md ("What bounds load time and memory") quotes these figures against rlottie's
# whole render. Output: one line per program, `floor PROGRAM linking=dynamic|static|static-executable peak_rss_kb=N`,
# then ca-render --version's, when a release ca-render is built (make lottie-compare builds it).
# Usage: scripts/lottie-compare/runtime-floor.sh   (SWIFTC may name the Swift compiler)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
swiftc=${SWIFTC:-swiftc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/scripts/ensure-packages.sh" time

cat > "$work/stdlib.swift" <<'EOF'
print(CommandLine.arguments.count)
EOF
cat > "$work/essentials.swift" <<'EOF'
import FoundationEssentials
print(Date().timeIntervalSince1970 > 0)
EOF
# What OpenQuartzCore's model needs from Foundation at the least: an NSObject subclass (CALayer and
# CAAnimation are NSObjects, as Apple's are), NSNumber, and casts of values held as Any.
cat > "$work/foundation.swift" <<'EOF'
import Foundation
final class Layer: NSObject { var opacity: Float = 1 }
let layer = Layer()
let values: [Any] = [NSNumber(value: 0.5), 1.0, NSNull()]
print(layer.opacity, values.compactMap { $0 as? Double }.count, values.contains { $0 is NSNull })
EOF

for program in stdlib essentials foundation; do
    for linking in dynamic static static-executable; do
        flags=(-O)
        [ "$linking" = static ] && flags+=(-static-stdlib)
        # Everything linked in, the C library too: no dynamic loader, no shared library mapped.
        [ "$linking" = static-executable ] && flags+=(-static-executable)
        "$swiftc" "${flags[@]}" "$work/$program.swift" -o "$work/$program-$linking" 2>/dev/null
        /usr/bin/time -f %M -o "$work/rss" "$work/$program-$linking" >/dev/null
        echo "floor $program linking=$linking peak_rss_kb=$(tail -1 "$work/rss")"
    done
done
bin="$root/.build/release/ca-render"
if [ -x "$bin" ]; then
    /usr/bin/time -f %M -o "$work/rss" "$bin" --version >/dev/null
    linking=static
    ldd "$bin" | grep -q libswiftCore && linking=dynamic
    echo "floor ca-render-version linking=$linking peak_rss_kb=$(tail -1 "$work/rss")"
fi
