"""The three renderers as the harness drives them: ours (`ca-render`), rlottie and ThorVG (the peer
programs of ../shared/lottie/peers). Each renders chosen frames of a Lottie file at W x H to straight
RGBA, and times every frame on one core; frame numbers count from the file's `ip`.

Scaling: the peers fit the composition into W x H keeping its aspect ratio, centred. `ca-render
render --size WxH` scales the scene's width and height to W and H independently, so the harness picks
W x H with the composition's aspect ratio (`render_size`) and the two agree to within half a pixel.
"""
import os
import re

import numpy as np

import runner


def render_size(width, height, largest=512):
    """W x H with the composition's aspect ratio, the larger side `largest`."""
    scale = largest / max(width, height)
    return max(1, round(width * scale)), max(1, round(height * scale))


def read_raw(path, width, height):
    data = np.fromfile(path, dtype=np.uint8)
    if data.size != width * height * 4:
        raise ValueError(f'{path}: {data.size} bytes, expected {width * height * 4}')
    return data.reshape(height, width, 4)


def _peer_timings(text):
    """Per-frame wall times (ms) and the load time from a peer's `frame wall_ms cpu_ms` output."""
    load = re.search(r'load_ms=([0-9.]+)', text)
    frames = []
    for line in text.splitlines():
        parts = line.split('\t')
        if len(parts) == 3 and re.fullmatch(r'[0-9.]+', parts[0]):
            frames.append(float(parts[1]))
    return frames, (float(load.group(1)) if load else None)


class Peer:
    """rlottie (a compiled program) or ThorVG (a Python script run by the venv's interpreter)."""

    def __init__(self, name, command, timeout_s, memory_mb):
        self.name = name
        self.command = command
        self.timeout_s = timeout_s
        self.memory_mb = memory_mb

    def frames(self, path, size, frames, directory):
        """{frame: RGBA array} for `frames`, or a failure string."""
        width, height = size
        outcome = runner.run(self.command + [path, str(width), str(height), '--raw', '--out', directory]
                             + [str(f) for f in frames], self.timeout_s, self.memory_mb)
        if not outcome.ok:
            return outcome.failure()
        stem = os.path.splitext(os.path.basename(path))[0]
        images = {}
        for frame in frames:
            try:
                images[frame] = read_raw(os.path.join(directory, f'{stem}_{frame}.rgba'), width, height)
            except (OSError, ValueError) as error:
                return f'{self.name}: frame {frame} not written ({error})'
        return images

    def timing(self, path, size, reps):
        """Every frame rendered `reps` times on one core: per-frame median wall times, load, peak RSS."""
        width, height = size
        outcome = runner.run(self.command + [path, str(width), str(height), '--reps', str(reps), 'all'],
                             self.timeout_s * 4, self.memory_mb, one_core=True)
        if not outcome.ok:
            return {'status': 'error', 'error': outcome.failure()}
        frames, load = _peer_timings(outcome.stdout)
        if not frames:
            return {'status': 'error', 'error': 'no timings in the output'}
        return {'status': 'ok', 'frames_timed': len(frames), 'per_frame_ms': sum(frames) / len(frames),
                'median_frame_ms': runner.median(frames), 'load_ms': load, 'peak_rss_mb': outcome.peak_rss_mb}


class Ours:
    """`ca-render render`: the sampled frames in one process (`--frame N,M,... --format raw`), and for
    timing every frame with `--format null --jobs 1 --verbose` on one core."""

    def __init__(self, executable, timeout_s, memory_mb):
        self.executable = executable
        self.timeout_s = timeout_s
        self.memory_mb = memory_mb
        self.name = 'ours'

    def _render(self, path, size, extra, one_core=False):
        width, height = size
        return runner.run([self.executable, 'render', path, '--size', f'{width}x{height}', '--quiet'] + extra,
                          self.timeout_s, self.memory_mb, one_core=one_core)

    def frames(self, path, size, frames, directory):
        """{frame: RGBA array} for `frames`, or a failure string: one process, `--frame N,M,...`."""
        pattern = os.path.join(directory, 'ours_%d.rgba')
        outcome = self._render(path, size, ['--frame', ','.join(str(f) for f in frames), '--format', 'raw',
                                            '-o', pattern, '--jobs', '1'])
        if not outcome.ok:
            return outcome.failure()
        try:
            return {frame: read_raw(os.path.join(directory, f'ours_{frame}.rgba'), *size) for frame in frames}
        except (OSError, ValueError) as error:
            return f'ours: a frame not written ({error})'

    def timing(self, path, size, frame_count, repeats=3):
        """Per-frame time and load time as the peers time them, inside the process: every frame
        0..N-1 drawn with `--format null --jobs 1 --verbose` on one core (each frame's model update,
        commit and drawing; nothing written), and `--verbose`'s `timing:` line gives the drawing time
        and the load time (reading the file and building its layer tree) to the microsecond; the
        medians of `repeats` runs. A frame that shows what the frame before it showed is not drawn
        again (CARenderer draws only its update region); `per_frame_redrawn_ms` is the same with
        every frame drawn in full (`--redraw`), as the peers draw every frame. Also, as an upper bound of what loading
        costs a user: the one-frame render's wall time less one frame and less the wall time of
        `ca-render --version` (process start). Peak RSS: of the all-frames renders."""
        def every_frame():
            return self._render(path, size, ['--format', 'null', '--jobs', '1', '--verbose',
                                             '--frames', f'0..{frame_count - 1}'], one_core=True)
        runs = [every_frame()]
        if not runs[0].ok:
            return {'status': 'error', 'error': runs[0].failure()}
        runs += [every_frame() for _ in range(repeats - 1)]
        figures = [re.search(r'timing: frames=(\d+) load_ms=([0-9.]+) setup_ms=([0-9.]+) drawing_ms=([0-9.]+)', run.stderr)
                   for run in runs]
        if not all(figures):
            return {'status': 'error', 'error': 'no timing line in --verbose output'}
        per_frame = runner.median([float(f.group(4)) / max(1, int(f.group(1))) for f in figures])
        # Every frame drawn in full (--redraw), as the peers draw every frame.
        redrawn = [re.search(r'timing: frames=(\d+) .* drawing_ms=([0-9.]+)', self._render(
            path, size, ['--format', 'null', '--jobs', '1', '--verbose', '--redraw', '--frames', f'0..{frame_count - 1}'],
            one_core=True).stderr or '') for _ in range(repeats)]
        per_frame_redrawn = runner.median([float(f.group(2)) / max(1, int(f.group(1))) for f in redrawn if f]) \
            if all(redrawn) else None
        load = runner.median([float(f.group(2)) for f in figures])
        setup = runner.median([float(f.group(3)) for f in figures])
        one = runner.median([self._render(path, size, ['--format', 'null', '--jobs', '1', '--frame', '0'],
                                          one_core=True).wall_s for _ in range(repeats)])
        start = runner.median([runner.run([self.executable, '--version'], 30, self.memory_mb, one_core=True).wall_s
                               for _ in range(repeats)])
        return {'status': 'ok', 'frames_timed': frame_count, 'per_frame_ms': per_frame,
                'method': 'verbose timing line (in-process drawing time over the frames)',
                'per_frame_redrawn_ms': per_frame_redrawn, 'load_ms': load, 'setup_ms': setup, 'load_upper_bound_ms': max(0.0, (one - start) * 1000 - per_frame),
                'peak_rss_mb': max(run.peak_rss_mb or 0 for run in runs), 'wall_all_frames_s': runs[0].wall_s}
