#!/usr/bin/env python3
"""Ours against lottie-ios's own snapshots: lottie-ios keeps, for each sample of its `Tests/Samples`,
PNG snapshots drawn by its Core Animation rendering engine on Apple's Core Animation at 0, 25, 50,
75 and 100 % of the animation (`Tests/__Snapshots__/SnapshotTests/
testCoreAnimationRenderingEngine.GROUP-NAME-PERCENT.png`). This renders the same moments with
`ca-render` at each snapshot's size and prints the SSIM of each pair (metrics.py's, over mid grey),
then a summary. Samples that `Tests/SnapshotConfiguration.swift` draws with custom value or image
providers, fonts or viewports are left out: their snapshots are not the file alone.

Moments: a progress p below 100 % is time p x (op - ip) / fr (a fractional frame, as lottie-ios's
`currentProgress` sets it); 100 % is the last frame, op - ip - 1 (lottie-ios shows frame op).

Usage: lottie_ios_snapshots.py LOTTIE_IOS_CHECKOUT CA_RENDER [--only SUBSTRING...]
Needs numpy and ffmpeg (to decode the snapshots, palette and all).
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import metrics  # noqa: E402

SNAPSHOTS = 'Tests/__Snapshots__/SnapshotTests'
PREFIX = 'testCoreAnimationRenderingEngine.'


def read_png(path):
    """A PNG as straight RGBA (H, W, 4) through ffmpeg."""
    with open(path, 'rb') as f:
        width, height = struct.unpack('>II', f.read(24)[16:24])
    raw = subprocess.run(['ffmpeg', '-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'],
                         capture_output=True, check=True).stdout
    return np.frombuffer(raw, np.uint8).reshape(height, width, 4)


def configured(checkout):
    """The samples SnapshotConfiguration.swift configures (GROUP/NAME)."""
    path = os.path.join(checkout, 'Tests', 'SnapshotConfiguration.swift')
    with open(path, encoding='utf-8') as f:
        return set(re.findall(r'^    "([^"]+)":', f.read(), re.MULTILINE))


def sample_path(checkout, name):
    """Tests/Samples/GROUP/NAME.json for a snapshot's GROUP-NAME (or NAME.json at the top)."""
    samples = os.path.join(checkout, 'Tests', 'Samples')
    if '-' in name:
        group, rest = name.split('-', 1)
        path = os.path.join(samples, group, rest + '.json')
        if os.path.exists(path):
            return path, f'{group}/{rest}'
    path = os.path.join(samples, name + '.json')
    return (path, name) if os.path.exists(path) else (None, None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('checkout')
    parser.add_argument('ca_render')
    parser.add_argument('--only', nargs='*', default=[])
    args = parser.parse_args()
    skip = configured(args.checkout)
    folder = os.path.join(args.checkout, SNAPSHOTS)
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, 'ours.rgba')
        for file in sorted(os.listdir(folder)):
            match = re.match(re.escape(PREFIX) + r'(.*)-(\d+)\.png$', file)
            if not match or (args.only and not any(o in match.group(1) for o in args.only)):
                continue
            name, percent = match.group(1), int(match.group(2))
            path, key = sample_path(args.checkout, name)
            if path is None or key in skip:
                continue
            try:
                with open(path, encoding='utf-8') as f:
                    doc = json.load(f)
                ip, op, fr, width, height = doc['ip'], doc['op'], doc['fr'], doc['w'], doc['h']
            except (OSError, ValueError, KeyError):
                continue
            reference = read_png(os.path.join(folder, file))
            h, w = reference.shape[:2]
            if abs(width / height - w / h) > 0.02 or min(w, h) < 16:
                continue
            if percent >= 100:
                when = ['--frame', str(max(int(round(op - ip)) - 1, 0))]
            else:
                when = ['--time', repr(percent / 100 * (op - ip) / fr)]
            run = subprocess.run([args.ca_render, 'render', path] + when +
                                 ['--size', f'{w}x{h}', '--format', 'raw', '-o', out, '--quiet'],
                                 capture_output=True, timeout=120)
            if run.returncode != 0:
                print(f'error {key} {percent}: {run.stderr.decode(errors="replace").strip()[:100]}')
                continue
            ours = np.fromfile(out, np.uint8).reshape(h, w, 4)
            value = metrics.ssim(ours, reference)
            results.append((key, percent, value))
            print(f'{value:.3f} {key} {percent}', flush=True)
    worst = {}
    for key, _, value in results:
        worst[key] = min(value, worst.get(key, 2.0))
    close = sum(1 for v in worst.values() if v >= 0.95)
    frames = sum(1 for _, _, v in results if v >= 0.95)
    mean = sum(v for _, _, v in results) / max(1, len(results))
    print(f'samples: {close} of {len(worst)} at SSIM >= 0.95 in every snapshot; snapshots: {frames} of '
          f'{len(results)} at >= 0.95, mean {mean:.4f}')


if __name__ == '__main__':
    main()
