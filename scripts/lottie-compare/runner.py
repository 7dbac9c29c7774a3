"""Running the renderers as child processes: one process per task, a wall-clock timeout, a memory
limit, optionally pinned to one core, with the child's wall time and peak RSS.

Each child runs in its own process group (killed whole on timeout), with RLIMIT_AS as its memory
limit, and reads no standard input. Its standard output and error go to temporary files (no pipe can
fill up). Peak RSS comes from GNU time (`/usr/bin/time -f %M`), which forks the command from its own
small process and reads the command's `ru_maxrss`: the harness's own `wait4` would not do, as Linux
carries a process's peak RSS across fork and exec, so every child of this (large) Python process
would report at least the harness's own size.
"""
import os
import re
import resource
import signal
import subprocess
import tempfile
import time


TIME = '/usr/bin/time'


class Outcome:
    """What a child did: exit status (negative: killed by that signal), output, wall time, peak RSS."""

    def __init__(self, status, stdout, stderr, wall_s, peak_rss_mb, timed_out):
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.wall_s = wall_s
        self.peak_rss_mb = peak_rss_mb
        self.timed_out = timed_out

    @property
    def ok(self):
        return self.status == 0 and not self.timed_out

    def failure(self, limit=300):
        """A one-line account of a failure: the timeout, the signal, or the first line of stderr."""
        if self.timed_out:
            return f'timed out after {self.wall_s:.0f} s'
        if self.status < 0:
            name = signal.Signals(-self.status).name if -self.status in signal.valid_signals() else str(-self.status)
            return f'killed by {name}'
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        first = lines[0] if lines else f'exit status {self.status}'
        more = f' (+{len(lines) - 1} more lines)' if len(lines) > 1 else ''
        return (first[:limit] + ('...' if len(first) > limit else '')) + more


def run(command, timeout_s=120, memory_mb=4096, one_core=False, env=None):
    """Runs `command` (a list) and returns its ``Outcome``."""
    def limit():
        os.setsid()
        if memory_mb:
            limit_bytes = memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (limit_bytes, limit_bytes))
        if one_core:
            os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})

    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(mode='r') as rss:
        start = time.perf_counter()
        child = subprocess.Popen([TIME, '-f', '%M', '-o', rss.name] + command, stdin=subprocess.DEVNULL,
                                 stdout=out, stderr=err, preexec_fn=limit, env=env)
        deadline = start + timeout_s
        timed_out = False
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                timed_out = True
                os.killpg(child.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(child.pid, 0)
                break
            time.sleep(0.002)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        report = rss.read()
        measured = re.search(r'^(\d+)\s*$', report, re.MULTILINE)
        signalled = re.search(r'Command terminated by signal (\d+)', report)
        if signalled:
            child.returncode = -int(signalled.group(1))
        return Outcome(child.returncode, out.read().decode(errors='replace'), err.read().decode(errors='replace'),
                       wall, int(measured.group(1)) / 1024.0 if measured else None, timed_out)


def median(values):
    values = sorted(values)
    return values[len(values) // 2] if values else None


def scratch_directory(parent):
    """A fresh directory under `parent` for one file's raw frames."""
    os.makedirs(parent, exist_ok=True)
    return tempfile.mkdtemp(dir=parent)
