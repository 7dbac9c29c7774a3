#!/usr/bin/env python3
"""Compares ca-render's Lottie rendering with rlottie's and ThorVG's over a corpus of Lottie files.

    compare.py --ca-render BIN --rlottie BIN --thorvg-python PY --thorvg-script PATH
               [--lottie-dir DIR] [--out DIR] [--size 512] [--reps 3] [--files SUBSTRING...] [--no-timing]

For every file: frames at 0, 25, 50, 75 and 100 % of its in/out range (0 to op - ip - 1, counted from
`ip`), each renderer at the same size, in its own processes (timeout, memory limit); SSIM and PSNR of
ours against each peer and of the peers against each other (metrics.py); every frame timed on one
core. Writes OUT/summary.json and OUT/index.html with the images. docs/lottie-compare.md explains it.
"""
import argparse
import glob
import json
import os
import shutil
import sys
import time

import metrics
import renderers
import report
import runner
from summary import THRESHOLD, check_rule, finite, judge, summarise

SAMPLES = (0.0, 0.25, 0.5, 0.75, 1.0)
PAIRS = (('ours', 'rlottie'), ('ours', 'thorvg'), ('rlottie', 'thorvg'))


def composition(path):
    with open(path, 'rb') as f:
        data = json.load(f)
    w, h, fr = float(data['w']), float(data['h']), float(data['fr'])
    ip, op = float(data.get('ip', 0)), float(data['op'])
    frames = max(1, int(round(op - ip)))
    return {'w': w, 'h': h, 'fr': fr, 'ip': ip, 'op': op, 'frames': frames}


def sampled_frames(frame_count):
    last = frame_count - 1
    return sorted({int(round(p * last)) for p in SAMPLES})


def compare_file(path, renderer_list, args, images_dir, scratch_root):
    name = os.path.basename(path)
    entry = {'file': name}
    try:
        comp = composition(path)
    except (OSError, ValueError, KeyError, TypeError) as error:
        entry['error'] = f'cannot read the composition: {error}'
        return entry
    size = renderers.render_size(comp['w'], comp['h'], args.size)
    frames = sampled_frames(comp['frames'])
    entry.update({'composition': comp, 'render_size': list(size), 'frames_sampled': frames})
    scratch = os.path.join(scratch_root, os.path.splitext(name)[0])
    images, status = {}, {}
    for renderer in renderer_list:
        directory = os.path.join(scratch, renderer.name)
        os.makedirs(directory, exist_ok=True)
        result = renderer.frames(path, size, frames, directory)
        if isinstance(result, str):
            status[renderer.name] = {'status': 'error', 'error': result}
        else:
            images[renderer.name] = result
            status[renderer.name] = {'status': 'ok'}
    entry['renderers'] = status
    rows = []
    for frame in frames:
        row = {'frame': frame, 'ssim': {}, 'psnr': {}, 'images': {}}
        for a, b in PAIRS:
            if a in images and b in images:
                key = f'{a}_{b}'
                row['ssim'][key] = round(metrics.ssim(images[a][frame], images[b][frame]), 5)
                row['psnr'][key] = finite(metrics.psnr(images[a][frame], images[b][frame]))
        for renderer in renderer_list:
            if renderer.name in images:
                picture = f'{os.path.splitext(name)[0]}_{frame}_{renderer.name}.png'
                report.write_png(os.path.join(images_dir, picture), metrics.composite(images[renderer.name][frame]))
                row['images'][renderer.name] = f'images/{picture}'
        if 'ours' not in images:
            row['ours_error'] = True
        agrees, best, threshold = judge(row)
        row.update({'agrees': agrees, 'ours_best_ssim': best, 'threshold': threshold})
        row.pop('ours_error', None)
        rows.append(row)
    entry['frames'] = rows
    verdicts = [row['agrees'] for row in rows]
    if 'ours' not in images:
        entry['agrees'] = False if any(r in images for r in ('rlottie', 'thorvg')) else None
        entry['reason'] = f"ours: error {status['ours']['error']}"
    elif all(v is None for v in verdicts):
        entry['agrees'] = None
        entry['reason'] = 'no peer rendered the file'
    else:
        entry['agrees'] = all(v is not False for v in verdicts)
        judged = [row for row in rows if row['agrees'] is not None]
        worst = min(judged, key=lambda row: row['ours_best_ssim'] - row['threshold'])
        entry['worst_frame'] = {'frame': worst['frame'], 'ours_best_ssim': worst['ours_best_ssim'],
                                'threshold': worst['threshold']}
    between = [row['ssim'].get('rlottie_thorvg') for row in rows]
    entry['peers_agree'] = None if None in between else min(between) >= THRESHOLD
    entry['peers_min_ssim'] = None if None in between else min(between)
    if not args.no_timing:
        entry['timing'] = {}
        for renderer in renderer_list:
            if renderer.name == 'ours':
                if 'ours' not in images:
                    entry['timing']['ours'] = {'status': 'error', 'error': status['ours']['error']}
                    continue
                entry['timing']['ours'] = renderer.timing(path, size, comp['frames'])
            else:
                entry['timing'][renderer.name] = renderer.timing(path, size, args.reps)
    shutil.rmtree(scratch, ignore_errors=True)
    return entry


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--ca-render', required=True)
    parser.add_argument('--rlottie', required=True)
    parser.add_argument('--thorvg-python', required=True)
    parser.add_argument('--thorvg-script', required=True)
    parser.add_argument('--lottie-dir', default='../shared/lottie/files')
    parser.add_argument('--out', default='out/lottie-compare')
    parser.add_argument('--size', type=int, default=512, help='the larger side of the renders')
    parser.add_argument('--reps', type=int, default=3, help="the peers' --reps when timing")
    parser.add_argument('--timeout', type=int, default=120, help='seconds per renderer process')
    parser.add_argument('--memory-mb', type=int, default=4096, help='address-space limit per process')
    parser.add_argument('--files', nargs='*', help='only files whose names contain one of these')
    parser.add_argument('--no-timing', action='store_true')
    args = parser.parse_args()

    metrics.self_test()
    check_rule()
    paths = sorted(glob.glob(os.path.join(args.lottie_dir, '*.json')))
    if args.files:
        paths = [p for p in paths if any(s in os.path.basename(p) for s in args.files)]
    if not paths:
        sys.exit(f'no Lottie files (*.json) in {args.lottie_dir}')
    images_dir = os.path.join(args.out, 'images')
    shutil.rmtree(images_dir, ignore_errors=True)
    os.makedirs(images_dir)
    scratch_root = os.path.join(args.out, 'scratch')
    renderer_list = [
        renderers.Ours(args.ca_render, args.timeout, args.memory_mb),
        renderers.Peer('rlottie', [args.rlottie], args.timeout, args.memory_mb),
        renderers.Peer('thorvg', [args.thorvg_python, args.thorvg_script], args.timeout, args.memory_mb),
    ]
    versions = report.versions(args)
    baseline = runner.run([args.thorvg_python, '-c', 'import numpy, thorvg_python'], 60, args.memory_mb)
    entries = []
    started = time.time()
    for index, path in enumerate(paths, 1):
        entry = compare_file(path, renderer_list, args, images_dir, scratch_root)
        entries.append(entry)
        print(report.progress_line(index, len(paths), entry), flush=True)
    shutil.rmtree(scratch_root, ignore_errors=True)
    summary = summarise(entries, args, versions)
    summary['settings']['thorvg_python_baseline_rss_mb'] = baseline.peak_rss_mb
    summary['elapsed_s'] = round(time.time() - started, 1)
    summary['files'] = entries
    with open(os.path.join(args.out, 'summary.json'), 'w') as f:
        json.dump(summary, f, indent=1)
    report.write_html(os.path.join(args.out, 'index.html'), summary)
    print(report.summary_text(summary))
    print(f"wrote {os.path.join(args.out, 'summary.json')} and {os.path.join(args.out, 'index.html')}")


if __name__ == '__main__':
    main()
