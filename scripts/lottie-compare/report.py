"""The comparison's outputs: PNG images of the composites, the HTML page, the console lines."""
import html
import struct
import subprocess
import zlib

import numpy as np


def write_png(path, rgb):
    """Writes an (H, W, 3) float image (0-255) as an 8-bit RGB PNG."""
    pixels = np.clip(np.rint(rgb), 0, 255).astype(np.uint8)
    height, width = pixels.shape[:2]
    raw = np.zeros((height, width * 3 + 1), dtype=np.uint8)
    raw[:, 1:] = pixels.reshape(height, width * 3)

    def chunk(tag, data):
        body = tag + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n')
        f.write(chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0)))
        f.write(chunk(b'IDAT', zlib.compress(raw.tobytes(), 6)))
        f.write(chunk(b'IEND', b''))


def versions(args):
    """What each renderer says it is."""
    def first_line(command):
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=60)
            return (done.stdout or done.stderr).strip().splitlines()[0]
        except (OSError, IndexError, subprocess.TimeoutExpired) as error:
            return f'unknown ({error})'
    return {
        'ours': 'ca-render ' + first_line([args.ca_render, '--version']),
        'rlottie': first_line(['dpkg-query', '-W', '-f=${Package} ${Version}', 'librlottie-dev']),
        'thorvg': 'ThorVG ' + first_line([args.thorvg_python, '-c',
                                          'import thorvg_python as t; print(t.Engine().version()[-1])']),
    }


def _status(entry, name):
    state = entry.get('renderers', {}).get(name, {})
    return 'ok' if state.get('status') == 'ok' else f"error {state.get('error', 'not run')}"


def progress_line(index, total, entry):
    verdict = {True: 'agrees', False: 'DISAGREES', None: 'not judged'}[entry.get('agrees')]
    if 'error' in entry:
        return f"[{index}/{total}] {entry['file']}: {entry['error']}"
    peers = entry.get('peers_min_ssim')
    return (f"[{index}/{total}] {entry['file']}: {verdict}; ours {_status(entry, 'ours')[:80]}; "
            f"rlottie {_status(entry, 'rlottie')[:40]}; thorvg {_status(entry, 'thorvg')[:40]}; "
            f"peers' min SSIM {peers if peers is not None else '-'}")


def summary_text(summary):
    agreement, peers = summary['agreement'], summary['peer_agreement']
    lines = [
        f"agreement (ours): {agreement['agreeing']} of {agreement['judged']} judged files "
        f"(rate {agreement['rate']}); ours failed on {agreement['ours_errors']} of {agreement['files']}",
        f"peers (rlottie vs ThorVG): {peers['agreeing']} of {peers['files_both_peers']} files with SSIM >= 0.95 "
        f"at every sampled frame (rate {peers['rate']}); rlottie failed on {len(peers['rlottie_failed'])}, "
        f"ThorVG on {len(peers['thorvg_failed'])}",
    ]
    for label in ('speed', 'speed_every_frame_drawn', 'load_time', 'peak_rss'):
        if label in summary:
            block = summary[label]
            lines.append(f"{label}: rlottie/ours {block['rlottie_over_ours_geomean']} over "
                         f"{block['rlottie_over_ours_files']} files, ThorVG/ours {block['thorvg_over_ours_geomean']} "
                         f"over {block['thorvg_over_ours_files']} files (geometric means; above 1: ours better)")
    if 'speed' in summary:
        absolute = summary['speed']['per_frame_ms_geomean']
        lines.append(f"per frame, geometric means over the files each rendered: ours {absolute['ours']} ms, "
                     f"rlottie {absolute['rlottie']} ms, ThorVG {absolute['thorvg']} ms; ThorVG/rlottie "
                     f"{summary['speed']['thorvg_over_rlottie_geomean']}")
    return '\n'.join(lines)


def _number(value, digits=3):
    return '-' if value is None else (f'{value:.{digits}f}' if isinstance(value, float) else str(value))


def _timing_cells(entry):
    timing = entry.get('timing', {})
    cells = []
    for name in ('ours', 'rlottie', 'thorvg'):
        t = timing.get(name, {})
        if t.get('status') == 'ok':
            cells.append(f"{name}: {_number(t.get('per_frame_ms'))} ms/frame, load {_number(t.get('load_ms'), 1)} ms, "
                         f"peak RSS {_number(t.get('peak_rss_mb'), 1)} MB")
        elif t:
            cells.append(f"{name}: {html.escape(t.get('error', 'error')[:200])}")
    return '<br>'.join(cells)


def write_html(path, summary):
    esc = html.escape
    out = ['<!doctype html><meta charset="utf-8"><title>Lottie comparison</title>',
           '<style>body{font:14px sans-serif;margin:1em}table{border-collapse:collapse}'
           'td,th{border:1px solid #ccc;padding:4px;vertical-align:top}img{width:192px;image-rendering:pixelated}'
           '.bad{background:#fdd}.good{background:#dfd}.na{background:#eee}pre{white-space:pre-wrap}</style>',
           '<h1>ca-render against rlottie and ThorVG</h1>',
           f'<pre>{esc(summary_text(summary))}</pre>',
           f"<p>{esc(summary['settings']['comparison'])}. Agreement: {esc(summary['settings']['agreement_rule'])}. "
           f"Images are the composites the metrics compare. Versions: {esc(str(summary['settings']['versions']))}.</p>"]
    if summary['disagreeing']:
        out.append('<h2>Files that do not agree</h2><ul>')
        for item in summary['disagreeing']:
            worst = item.get('worst_frame')
            detail = (f"worst frame {worst['frame']}: SSIM {worst['ours_best_ssim']} below {worst['threshold']}"
                      if worst else item.get('reason') or '')
            out.append(f"<li><a href=\"#{esc(item['file'])}\">{esc(item['file'])}</a>: {esc(detail[:300])}</li>")
        out.append('</ul>')
    for entry in summary['files']:
        verdict = entry.get('agrees')
        css = {True: 'good', False: 'bad', None: 'na'}[verdict]
        out.append(f"<h2 id=\"{esc(entry['file'])}\" class=\"{css}\">{esc(entry['file'])}: "
                   f"{ {True: 'agrees', False: 'does not agree', None: 'not judged'}[verdict]}</h2>")
        if 'error' in entry:
            out.append(f"<p>{esc(entry['error'])}</p>")
            continue
        comp = entry['composition']
        out.append(f"<p>{comp['w']:g} x {comp['h']:g}, {comp['fr']:g} fps, ip {comp['ip']:g} op {comp['op']:g} "
                   f"({comp['frames']} frames); rendered at {entry['render_size'][0]} x {entry['render_size'][1]}. "
                   + ' '.join(f"{name}: {esc(_status(entry, name)[:300])}." for name in ('ours', 'rlottie', 'thorvg'))
                   + f"</p><p>{_timing_cells(entry)}</p>")
        out.append('<table><tr><th>frame</th><th>ours</th><th>rlottie</th><th>ThorVG</th><th>SSIM / PSNR (dB)</th></tr>')
        for row in entry['frames']:
            cells = [f"<td>{row['frame']}</td>"]
            for name in ('ours', 'rlottie', 'thorvg'):
                image = row['images'].get(name)
                cells.append(f'<td><img src="{esc(image)}" alt="{name}"></td>' if image else '<td class="na">-</td>')
            values = '<br>'.join(f"{k.replace('_', ' vs ')}: {v:.4f} / {_number(row['psnr'].get(k), 2)}"
                                 for k, v in row['ssim'].items())
            row_css = {True: 'good', False: 'bad', None: 'na'}[row['agrees']]
            cells.append(f'<td class="{row_css}">{values}</td>')
            out.append('<tr>' + ''.join(cells) + '</tr>')
        out.append('</table>')
    with open(path, 'w') as f:
        f.write('\n'.join(out))
