"""The verdicts and the corpus summary of the Lottie comparison: the agreement rule per frame and per
file, the peers' agreement with each other, and the geometric-mean ratios of time, load time and peak
RSS (docs/lottie-compare.md)."""
import math
import os
import platform

THRESHOLD = 0.95


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


def geometric_mean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def ratios(entries, peer, field, ours_field=None):
    """Peer's figure over ours (`ours_field` of ours, `field` by default) for every file both have:
    above 1 means ours is smaller (faster)."""
    found = {}
    for entry in entries:
        timing = entry.get('timing', {})
        ours, theirs = timing.get('ours', {}), timing.get(peer, {})
        if ours.get(ours_field or field) and theirs.get(field):
            found[entry['file']] = round(theirs[field] / ours[ours_field or field], 4)
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
        # The same with ours drawing every frame in full (`--redraw`): no frame skipped for showing
        # what the frame before it showed, as the peers draw every frame.
        block = {}
        for peer in ('rlottie', 'thorvg'):
            found = ratios(entries, peer, 'per_frame_ms', ours_field='per_frame_redrawn_ms')
            block[f'{peer}_over_ours_geomean'] = finite(geometric_mean(found.values()))
            block[f'{peer}_over_ours_files'] = len(found)
        block['meaning'] = ('as speed, with ours drawing every frame in full (ca-render --redraw), even those that '
                            'show what the frame before showed')
        summary['speed_every_frame_drawn'] = block
        summary['load_time']['meaning'] = "peer load time / ours (each timed around reading and building the file, in its process; see the docs); above 1: ours faster"
        summary['peak_rss']['meaning'] = ("peer peak RSS / ours, rendering every frame; above 1: ours smaller. ThorVG's "
                                          "includes its Python interpreter and numpy (settings.thorvg_python_baseline_rss_mb)")
    return summary
