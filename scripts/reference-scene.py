#!/usr/bin/env python3
"""Writes the benchmarks' reference scene (Benchmarks/Scenes/ReferenceScene.swift) as a ca-render scene.

On a white root of WIDTHxHEIGHT, 1,000 layers of 100x100 with cornerRadius 16 and a random colour at
50 % alpha, each rotated by a random angle and scaled by 0.8 to 1.2; each animates its position (80 pt
across and 40 pt down, there and back in 2 s) and its rotation (a turn every 5 s), forever. The draws
come from the same distributions as ReferenceScene.swift (xorshift64, seed 12345), so at 1920x1080 the
layers are the same. Usage: reference-scene.py WIDTH HEIGHT DURATION > scene.yaml
"""
import math
import sys

MASK = (1 << 64) - 1


class SceneRandom:
    """xorshift64, as Benchmarks/Scenes/Frames.swift's SceneRandom: next() in [0, 1)."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        x = self.state
        x ^= (x << 13) & MASK
        x ^= x >> 7
        x ^= (x << 17) & MASK
        self.state = x
        return (x >> 11) / float(1 << 53)


def main():
    width, height, duration = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    random = SceneRandom(12345)
    print(f"size: {width}x{height}\nfps: 60\nduration: {duration}\nbackground: white\nlayers:")
    for _ in range(1000):
        red, green, blue = random.next(), random.next(), random.next()
        x = 50 + random.next() * (width - 100)
        y = 50 + random.next() * (height - 100)
        angle = random.next() * 6.28
        scale = 0.8 + random.next() * 0.4
        print(f"  - bounds: 0, 0, 100, 100\n    cornerRadius: 16\n    backgroundColor: [{red:.6f}, {green:.6f}, {blue:.6f}, 0.5]")
        print(f"    position: {x:.4f}, {y:.4f}\n    transform: [{{scale: {scale:.6f}}}, {{rotate: {angle:.6f}}}]")
        print("    animations:")
        print(f"      move: {{keyPath: position, fromValue: [{x - 40:.4f}, {y:.4f}], toValue: [{x + 40:.4f}, {y + 40:.4f}], "
              "duration: 1, autoreverses: true, repeatCount: infinity}")
        print(f"      spin: {{keyPath: transform.rotation.z, fromValue: {angle:.6f}, toValue: {angle + 2 * math.pi:.6f}, "
              "duration: 5, repeatCount: infinity}")


if __name__ == "__main__":
    main()
