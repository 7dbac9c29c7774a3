"""Readers of what `make bench` leaves in .benchmarks/: the peers' text output, ordo-one/benchmark's
influx CSV export, and the export benchmark's lines. Each returns plain dictionaries; a missing file
reads as empty, so a missing peer becomes an entry with "peer": null, never a failure. Used by
scripts/bench-summary.py; standard library only."""
import csv
import glob
import os
import re

def read_lines(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read().splitlines()
    except OSError:
        return []


def ours(out):
    """{benchmark name: {"wall_ns": p50 nanoseconds, "mallocs": p50 count, "cpu_us": p50 CPU
    microseconds per frame where the benchmark records it}} from every *.influx.csv in `out` (the
    median of each metric)."""
    results = {}
    for path in sorted(glob.glob(os.path.join(out, "*.influx.csv"))):
        with open(path, newline="", encoding="utf-8") as handle:
            for row in csv.reader(line for line in handle if not line.startswith("#")):
                if len(row) < 15 or row[0] == "measurement":
                    continue
                metric, test = row[6], ",".join(row[8:len(row) - 6])
                percentile, value = float(row[-6]), float(row[-5])
                if percentile != 50.0:
                    continue
                entry = results.setdefault(test, {})
                if metric.startswith("Time(wall"):
                    # The export holds the recorded values, nanoseconds whatever unit it names (the
                    # unit column is the benchmark's display unit).
                    entry["wall_ns"] = value
                elif metric.startswith("Malloc(total"):
                    entry["mallocs"] = value
                elif metric.startswith("CPUperframe"):
                    # FrameBenchmarks' custom metric: the process's CPU time per frame, microseconds.
                    entry["cpu_us"] = value
    return results


def easing(out):
    """Bezier solves (ns per solve, by curve, variant and epsilon), the spring, and the C timing
    loop (ns per animation, by animation count)."""
    solves, loops = {}, {}
    for line in read_lines(os.path.join(out, "peer-easing.txt")):
        match = re.match(r"bezier (\S+)\s+(\w+)\s+eps=(\S+)\s*:\s*([\d.]+) ns/solve", line)
        if match:
            solves[(match[1], match[2], float(match[3]))] = float(match[4])
        match = re.match(r"anim eval mix .*?(\d+) anims\):\s*([\d.]+) ms/frame = \s*([\d.]+) ns/anim", line)
        if match:
            loops[int(match[1])] = float(match[3])
    return {"solves": solves, "loops": loops}


def membw(out):
    """Milliseconds per 1080p frame, one thread, cache-warm: memset, memcpy, read, and the C blends."""
    found = {}
    for line in read_lines(os.path.join(out, "peer-membw.txt")):
        match = re.match(r"1 thr (\w+)\s+1080p frame \(8.3MB\): median\s+([\d.]+) ms", line)
        if match:
            found[match[1]] = float(match[2])
        match = re.match(r"1 thr C blend (\S+) 1080p: median\s+([\d.]+) ms", line)
        if match:
            found["blend " + match[1]] = float(match[2])
    return found


def cairobench(out):
    """{test name: median milliseconds per iteration}."""
    found = {}
    for line in read_lines(os.path.join(out, "peer-cairobench.txt")):
        match = re.match(r"(.+?)\s+median\s+([\d.]+) ms/iter", line)
        if match:
            found[match[1].strip()] = float(match[2])
    return found


def cairo_mixed(out):
    """{run name: median milliseconds per frame} of Benchmarks/peers/cairo_mixed.c."""
    found = {}
    for line in read_lines(os.path.join(out, "peer-cairo-mixed.txt")):
        match = re.match(r"(.+?)\s+mean\s+[\d.]+ ms/frame .*median\s+([\d.]+)", line)
        if match:
            found[match[1].strip()] = float(match[2])
    return found


def rlottie(out, name="peer-rlottie.txt"):
    """rlottie's CPU and wall milliseconds per frame (rlbench's line in OUT/NAME: scene1000.json by
    default, peer-rlottie-bezier.txt for the Bezier scene's Lottie file), or {}."""
    for line in read_lines(os.path.join(out, name)):
        match = re.search(r"wall=\s*([\d.]+)ms/frame cpu=\s*([\d.]+)ms/frame", line)
        if match:
            return {"wall": float(match[1]), "cpu": float(match[2])}
    return {}


def bezier_peer(out, name):
    """{"wall", "cpu"} milliseconds per frame of a Bezier scene peer's line in OUT/NAME
    (cairo_bezier, blend2d_bezier: "median W ms/frame wall, C ms/frame cpu"; thorvg_bezier: the
    engine's "engine median W ms/frame wall, C ms/frame cpu", plus "python" for its ctypes loop), or {}."""
    for line in read_lines(os.path.join(out, name)):
        match = re.search(r"median\s+([\d.]+) ms/frame wall, ([\d.]+) ms/frame cpu", line)
        if match:
            found = {"wall": float(match[1]), "cpu": float(match[2])}
            python = re.search(r"python ([\d.]+) ms/frame cpu", line)
            if python:
                found["python"] = float(python[1])
            return found
    return {}


def cli_allocations(out):
    """{scene file name: mallocs per frame} of scripts/bench-cli-allocations.sh's lines
    `cli SCENE frames=A..B mallocs_per_frame=N`."""
    found = {}
    for line in read_lines(os.path.join(out, "ours-cli-allocations.txt")):
        match = re.match(r"cli (\S+) frames=\S+ mallocs_per_frame=([\d.-]+)", line)
        if match:
            found[match[1]] = float(match[2])
    return found


def shards(out):
    """{"one": seconds, "two": seconds, "ratio": two / one, "frames": n, "fps_per_core": f} of
    scripts/bench-shards.sh's line `shards one=S two=S ratio=R frames=N fps_per_core=F`, or {}."""
    for line in read_lines(os.path.join(out, "ours-shards.txt")):
        match = re.match(r"shards one=([\d.]+) two=([\d.]+) ratio=([\d.]+) frames=(\d+) fps_per_core=([\d.]+)", line)
        if match:
            return {"one": float(match[1]), "two": float(match[2]), "ratio": float(match[3]),
                    "frames": int(match[4]), "fps_per_core": float(match[5])}
    return {}


def probe_levels(out):
    """{(scene, level): minimum CPU milliseconds per frame over the rounds} of
    scripts/bench-levels.sh's lines `probe SCENE LEVEL round=R: SCENE W ms/frame wall, C ms/frame cpu`,
    and the number of rounds of each scene: ({(scene, level): ms}, {scene: rounds})."""
    found, rounds = {}, {}
    for line in read_lines(os.path.join(out, "ours-levels.txt")):
        match = re.match(r"probe (\S+) (\S+) round=(\d+): .*?([\d.]+) ms/frame cpu", line)
        if match:
            key = (match[1], match[2])
            found[key] = min(found.get(key, float("inf")), float(match[4]))
            rounds[match[1]] = max(rounds.get(match[1], 0), int(match[3]))
    return found, rounds


def exports(out, name):
    """Lines `WORD FORMAT key=value...` of OUT/NAME: {"FORMAT": {key: float}} (WORD is `export`,
    `encode`, `render`, `ffmpeg` or `ours`; a format's lines merge into one dictionary, so their keys
    differ: `encode` lines give `encode_ms`; `render` lines are stored under "render")."""
    found = {}
    for line in read_lines(os.path.join(out, name)):
        words = line.split()
        if len(words) < 2 or words[0] not in ("export", "encode", "render", "ffmpeg", "ours"):
            continue
        key = "render" if words[0] == "render" else words[1]
        values = {}
        for word in words[1:]:
            if "=" in word:
                field, _, value = word.partition("=")
                try:
                    values[field] = float(value)
                except ValueError:
                    pass
        found.setdefault(key, {}).update(values)
    return found


def notes(out):
    return [line[len("note: "):] if line.startswith("note: ") else line
            for line in read_lines(os.path.join(out, "peer-notes.txt")) if line.strip()]
