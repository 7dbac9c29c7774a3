#!/usr/bin/env bash
# deploy/slurm/ run by a real Slurm: starts a one-node cluster on this machine (munged, slurmctld and
# slurmd from Debian's slurm-wlm, installed if missing, with a configuration of its own under the work
# folder, stopped on exit), submits deploy/slurm/submit.sh for each scene and N parts, waits for the
# dependent join job, and checks that the joined MP4 is byte for byte a single process's render and
# that every array task and the join ended COMPLETED. Prints one line per scene and N and a total;
# exits 1 on any difference or failed job. Runs as root (the daemons' user). Uses CA_RENDER, or
# else the release ca-render of the benchmark package, built here.
# Usage: scripts/check-slurm.sh [SCENE...]   (default: three Examples/ scenes; WORK_ROOT, SWIFT)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mkdir -p "${WORK_ROOT:-/tmp/ca-render-check-slurm}" && cd "${WORK_ROOT:-/tmp/ca-render-check-slurm}" && pwd)
scenes=()
for scene in "$@"; do scenes+=("$(cd "$(dirname "$scene")" && pwd)/$(basename "$scene")"); done
((${#scenes[@]})) || scenes=("$root/Examples/bouncing-ball.yaml" "$root/Examples/ship-path.yaml" "$root/Examples/transition-cube.yaml")

"$root/scripts/ensure-packages.sh" slurm-wlm munge
if [[ -z "${CA_RENDER:-}" ]]; then
    (cd "$root/Benchmarks" && "${SWIFT:-swift}" build -c release --product ca-render >/dev/null)
    CA_RENDER="$(cd "$root/Benchmarks" && "${SWIFT:-swift}" build -c release --show-bin-path)/ca-render"
fi
export CA_RENDER=$(cd "$(dirname "$CA_RENDER")" && pwd)/$(basename "$CA_RENDER")

# The cluster: this host as controller and only node, on ports of its own, state under $work.
host=$(hostname -s)
export SLURM_CONF="$work/slurm.conf"
mkdir -p "$work/state" "$work/spool"
memory=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024))
cat >"$SLURM_CONF" <<EOF
ClusterName=check
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
AuthType=auth/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
MinJobAge=3600
SchedulerParameters=sched_interval=1
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$memory State=UNKNOWN
PartitionName=check Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
# Munge, Slurm's authentication: started unless a daemon already answers.
munge -n >/dev/null 2>&1 || { mkdir -p /run/munge && /usr/sbin/munged --force; }
munge -n >/dev/null || { echo "munged did not start"; exit 1; }
# Daemons of an earlier run that was killed, then this run's, in the foreground of background jobs
# so that they are ended on exit.
pkill -9 -f "slurm(ctld|d) .*-f $SLURM_CONF" 2>/dev/null || true
slurmctld -D -c -f "$SLURM_CONF" >/dev/null 2>&1 &
controller=$!
slurmd -D -f "$SLURM_CONF" >/dev/null 2>&1 &
node=$!
trap 'kill $node $controller 2>/dev/null; wait $node $controller 2>/dev/null || true' EXIT
for _ in $(seq 60); do sinfo -h -o %t 2>/dev/null | grep -qx idle && break; sleep 1; done
sinfo -h -o %t | grep -qx idle || { echo "the one-node Slurm cluster did not come up; see $work/*.log"; exit 1; }

# Prints the state of every job (array tasks included) with the given id, one per line.
states() { scontrol -o show job "$1" | grep -o 'JobState=[A-Z_]*' | cut -d= -f2; }

failures=0 checks=0
for scene in "${scenes[@]}"; do
    name=$(basename "$scene")
    rm -rf "$work/single" && mkdir -p "$work/single"
    "$CA_RENDER" render "$scene" -o "$work/single/movie.mp4" --quiet
    for n in 1 2 3 7; do
        export WORK="$work/n$n" SCENE="$scene" PARTS=$n OUTPUT=movie.mp4
        rm -rf "$WORK" && mkdir -p "$WORK"
        ids=$(cd "$WORK" && "$root/deploy/slurm/submit.sh" | grep -o 'parts [0-9]* and join [0-9]*')
        parts=$(echo "$ids" | cut -d' ' -f2) join=$(echo "$ids" | cut -d' ' -f5)
        for _ in $(seq 600); do
            states "$join" | grep -qE 'PENDING|RUNNING|CONFIGURING|COMPLETING' || break
            # A failed part leaves the join pending for ever (DependencyNeverSatisfied).
            states "$parts" | grep -qvE 'PENDING|RUNNING|CONFIGURING|COMPLETING|COMPLETED' && { scancel "$parts" "$join"; break; }
            sleep 1
        done
        checks=$((checks + 1))
        ended=$( (states "$parts"; states "$join") | sort | uniq -c | tr -s ' ' | xargs)
        if [[ "$ended" == "$((n + 1)) COMPLETED" ]] && cmp -s "$work/single/movie.mp4" "$WORK/movie.mp4"; then
            echo "identical  $name  N=$n  jobs $parts (array of $n) and $join: $ended"
        else
            echo "DIFFERENT  $name  N=$n  jobs $parts and $join: $ended; logs in $WORK"
            failures=$((failures + 1))
        fi
    done
done
echo "$((checks - failures)) of $checks Slurm renders identical to the single render"
((failures == 0))
