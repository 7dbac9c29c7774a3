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
import math
import os
import platform
import shutil
import sys
import time

import metrics
import renderers
import report
import runner

SAMPLES = (0.0, 0.25, 0.5, 0.75, 1.0)
THRESHOLD = 0.95
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


def judge(frame_metrics):
    """A frame's verdict: ours agrees when its SSIM to the closer peer is >= 0.95, or at least the
    peers' SSIM to each other. None when no peer rendered the frame."""
    ssim = frame_metrics['ssim']
    peer_values = [ssim[k] for k in ('ours_rlottie', 'ours_thorvg') if k in ssim]
    if 'ours_error' in frame_metrics:
        return False, None, None
    if not peer_values:
        return None, None, None
    best = max(peer_values)
    between = ssim.get('rlottie_thorvg')
    threshold = THRESHOLD if between is None else min(THRESHOLD, between)
    return best >= threshold, best, threshold


def check_rule():
    """The agreement rule on cases worked out by hand; raises AssertionError on a failure."""
    def verdict(**ssim):
        return judge({'ssim': ssim})[0]
    assert verdict(ours_rlottie=0.96, ours_thorvg=0.5, rlottie_thorvg=0.99) is True     # the closer peer counts
    assert verdict(ours_rlottie=0.94, ours_thorvg=0.93, rlottie_thorvg=0.99) is False
    assert verdict(ours_rlottie=0.90, ours_thorvg=0.70, rlottie_thorvg=0.90) is True    # as close as the peers
    assert verdict(ours_rlottie=0.89, ours_thorvg=0.70, rlottie_thorvg=0.90) is False
    assert verdict(ours_thorvg=0.95) is True and verdict(ours_thorvg=0.949) is False     # one peer: 0.95
    assert verdict(rlottie_thorvg=0.99) is None                                        # ours absent, no verdict here
    assert judge({'ssim': {'rlottie_thorvg': 0.99}, 'ours_error': True})[0] is False
    return True


def finite(value):
    return None if value is None or math.isinf(value) else round(value, 4)


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


def geometric_mean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def ratios(entries, peer, field):
    """Peer's figure over ours for every file both have: above 1 means ours is smaller (faster)."""
    found = {}
    for entry in entries:
        timing = entry.get('timing', {})
        ours, theirs = timing.get('ours', {}), timing.get(peer, {})
        if ours.get(field) and theirs.get(field):
            found[entry['file']] = round(theirs[field] / ours[field], 4)
    return found


def summarise(entries, args, versions):
    judged = [e for e in entries if e.get('agrees') is not None]
    agreeing = [e for e in judged if e['agrees']]
    both = [e for e in entries if e.get('peers_agree') is not None]
    summary = {
        'settings': {
            'lottie_dir': os.path.abspath(args.lottie_dir), 'largest_side': args.size, 'reps': args.reps,
            'samples': 'frames round(p * (op - ip - 1)) for p in 0, 0.25, 0.5, 0.75, 1, counted from ip',
            'comparison': 'straight RGBA premultiplied and composited over opaque grey 128; SSIM (Wang et al. '
                          '2004: Gaussian window 11, sigma 1.5, K1 0.01, K2 0.03, valid region) per channel '
                          'R, G, B, averaged; PSNR over R, G, B',
            'agreement_rule': 'a file agrees when, at every sampled frame, max(SSIM(ours, rlottie), '
                              'SSIM(ours, ThorVG)) >= min(0.95, SSIM(rlottie, ThorVG)) (0.95 when one peer '
                              'failed); files no peer renders are not judged; a file ours fails on disagrees',
            'timing': 'one core (sched_setaffinity to one CPU); ours: ca-render --format null --jobs 1, '
                      'drawing time / frames; peers: median of --reps runs per frame, mean over frames',
            'machine': f'{platform.machine()} {platform.node()} {os.cpu_count()} CPUs',
            'versions': versions,
        },
        'agreement': {
            'files': len(entries), 'judged': len(judged), 'agreeing': len(agreeing),
            'rate': round(len(agreeing) / len(judged), 4) if judged else None,
            'ours_errors': sum(1 for e in entries if e.get('renderers', {}).get('ours', {}).get('status') == 'error'),
        },
        'peer_agreement': {
            'files_both_peers': len(both), 'agreeing': sum(1 for e in both if e['peers_agree']),
            'rate': round(sum(1 for e in both if e['peers_agree']) / len(both), 4) if both else None,
            'disagreeing': sorted((e['file'], e['peers_min_ssim']) for e in both if not e['peers_agree']),
            'rlottie_failed': [e['file'] for e in entries if e.get('renderers', {}).get('rlottie', {}).get('status') == 'error'],
            'thorvg_failed': [e['file'] for e in entries if e.get('renderers', {}).get('thorvg', {}).get('status') == 'error'],
        },
        'disagreeing': [
            {'file': e['file'], 'worst_frame': e.get('worst_frame'), 'reason': e.get('reason')}
            for e in judged if not e['agrees']
        ],
    }
    if not args.no_timing:
        for field, label in (('per_frame_ms', 'speed'), ('load_ms', 'load_time'), ('peak_rss_mb', 'peak_rss')):
            block = {}
            for peer in ('rlottie', 'thorvg'):
                found = ratios(entries, peer, field)
                block[f'{peer}_over_ours_geomean'] = finite(geometric_mean(found.values()))
                block[f'{peer}_over_ours_files'] = len(found)
                if label != 'speed':
                    block[f'files_where_ours_exceeds_{peer}'] = sorted(f for f, r in found.items() if r < 1)
            summary[label] = block
        summary['speed']['per_frame_ms_geomean'] = {
            name: finite(geometric_mean([e.get('timing', {}).get(name, {}).get('per_frame_ms') for e in entries]))
            for name in ('ours', 'rlottie', 'thorvg')}
        summary['speed']['thorvg_over_rlottie_geomean'] = finite(geometric_mean(
            [e['timing']['thorvg']['per_frame_ms'] / e['timing']['rlottie']['per_frame_ms'] for e in entries
             if e.get('timing', {}).get('thorvg', {}).get('per_frame_ms')
             and e.get('timing', {}).get('rlottie', {}).get('per_frame_ms')]))
        summary['speed']['meaning'] = 'peer time per frame / ours, geometric mean over files; above 1: ours faster'
        summary['load_time']['meaning'] = "peer load time / ours (ours: an upper bound, see the docs); above 1: ours faster"
        summary['peak_rss']['meaning'] = ("peer peak RSS / ours, rendering every frame; above 1: ours smaller. ThorVG's "
                                          "includes its Python interpreter and numpy (settings.thorvg_python_baseline_rss_mb)")
    return summary


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
