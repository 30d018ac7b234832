#!/usr/bin/env bash
# A real Slurm cluster of one node on this machine, running a campaign as a job array:
# starts munged, slurmctld and slurmd from a slurm.conf written into a temporary folder,
# submits calm-day-outdoors and cold-front-across-stations at SEEDS (1...40) as a TASKS-task
# (4) job array with `altsim run … --shard auto`, the merge as a dependent job
# (--dependency=afterok), waits at most TIMEOUT_SECONDS (900) for both, then runs the same
# campaign locally with --jobs 2 and compares stdout, JSON, JUnit and HTML report byte for byte
# (the only difference allowed: the local command line's " --jobs 2", which the merged outputs
# do not name). Stops every daemon it started, whatever happens. The last line says
# `slurm-check: identical` or what differs; exit status 0 only when identical.
#
# Usage: tools/cluster/slurm-check.sh [ALTSIM]   (default .build/debug/altsim, built when missing)
# Needs root (the daemons run as root here; CI runs as root) and installs slurm-wlm and munge
# from Debian when missing. Environment: SEEDS, TASKS, TIMEOUT_SECONDS, SLURM_CHECK_PORT (16817;
# slurmd takes the next port), SLURM_CHECK_KEEP=1 keeps the temporary folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$PWD
ALTSIM=${1:-.build/debug/altsim}
SEEDS=${SEEDS:-1...40}
TASKS=${TASKS:-4}
TIMEOUT_SECONDS=${TIMEOUT_SECONDS:-900}
PORT=${SLURM_CHECK_PORT:-16817}
SCENARIOS=("$REPO/scenarios/calm-day-outdoors.scenario" "$REPO/scenarios/cold-front-across-stations.scenario")
started=$(date +%s)

fail() {
    echo "slurm-check: $*" >&2
    echo "slurm-check: $*"
    exit 1
}

if [[ $(id -u) -ne 0 ]]; then fail "run as root: the daemons of this one-node cluster run as root"; fi
if ! command -v slurmctld >/dev/null 2>&1 || ! command -v slurmd >/dev/null 2>&1 \
    || ! command -v sbatch >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
    echo "slurm-check: installing slurm-wlm and munge ..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
fi
if [[ ! -x $ALTSIM ]]; then
    echo "slurm-check: building $ALTSIM ..." >&2
    if [[ $ALTSIM == .build/release/* ]]; then swift build -c release --product altsim; else swift build --product altsim; fi
fi
ALTSIM=$(cd "$(dirname "$ALTSIM")" && pwd)/$(basename "$ALTSIM")

WORK=$(mktemp -d /tmp/altsim-slurm-check.XXXXXX)
chmod 755 "$WORK"
mkdir -p "$WORK/munge" "$WORK/state" "$WORK/spool" "$WORK/shards" "$WORK/merged" "$WORK/local"
chmod 700 "$WORK/munge"
export SLURM_CONF=$WORK/slurm.conf
daemons=()

stop_daemons() {
    local status=$?
    set +e
    if [[ -f $WORK/slurmctld.pid ]]; then scancel --quiet --user=root >/dev/null 2>&1; fi
    # slurmd first (it ends its job steps), then the controller, then munged.
    for pidfile in "${daemons[@]}"; do
        [[ -f $pidfile ]] || continue
        pid=$(cat "$pidfile")
        kill "$pid" 2>/dev/null
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
    done
    if [[ ${SLURM_CHECK_KEEP:-0} == 1 ]]; then echo "slurm-check: kept $WORK" >&2; else rm -rf "$WORK"; fi
    exit "$status"
}
trap stop_daemons EXIT
trap 'exit 130' INT TERM

# munged with its own key, socket and files (a system munged, if any, is left alone).
dd if=/dev/urandom of="$WORK/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$WORK/munge/munge.key"
munged --force --socket="$WORK/munge/munge.socket" --key-file="$WORK/munge/munge.key" \
    --log-file="$WORK/munge/munged.log" --pid-file="$WORK/munge/munged.pid" --seed-file="$WORK/munge/munged.seed" \
    || fail "munged did not start: $(tail -3 "$WORK/munge/munged.log" 2>/dev/null)"
daemons=("$WORK/munge/munged.pid")

# One node, this machine, reached at 127.0.0.1. No cgroups: processes tracked by /proc
# (proctrack/linuxproc), no task binding (task/none), no accounting database.
node=$(hostname -s)
cat >"$SLURM_CONF" <<CONF
ClusterName=altsimcheck
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$PORT
SlurmdPort=$((PORT + 1))
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$WORK/munge/munge.socket
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SwitchType=switch/none
MpiDefault=none
ReturnToService=2
MinJobAge=3600
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=check Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF

slurmctld -f "$SLURM_CONF" || fail "slurmctld did not start: $(tail -3 "$WORK/slurmctld.log" 2>/dev/null)"
daemons=("$WORK/slurmctld.pid" "${daemons[@]}")
slurmd -f "$SLURM_CONF" -N "$node" || fail "slurmd did not start: $(tail -3 "$WORK/slurmd.log" 2>/dev/null)"
daemons=("$WORK/slurmd.pid" "${daemons[@]}")
for _ in $(seq 60); do
    sinfo -h -N -o %t 2>/dev/null | grep -q idle && break
    sleep 0.5
done
sinfo -h -N -o %t | grep -q idle || fail "the node did not come up: $(sinfo -N 2>&1 | tail -1); $(tail -3 "$WORK/slurmd.log")"
echo "slurm-check: cluster up ($(sinfo -h -N -o '%N %c CPUs %t')) after $(($(date +%s) - started)) s" >&2

# The campaign as a job array, then the merge once every task succeeded.
campaign=("${SCENARIOS[@]}" --seeds "$SEEDS")
array=$(sbatch --parsable --job-name=altsim-shards --array="0-$((TASKS - 1))" --cpus-per-task=1 \
    --chdir="$WORK/shards" --output="$WORK/shards/task-%a.log" \
    --wrap "$(printf '%q ' "$ALTSIM" run "${campaign[@]}") --shard auto --json shard-\$SLURM_ARRAY_TASK_ID.json")
merge=$(sbatch --parsable --job-name=altsim-merge --dependency="afterok:$array" --kill-on-invalid-dep=yes \
    --chdir="$WORK/merged" --output="$WORK/merged/stdout.txt" \
    --wrap "$(printf '%q ' "$ALTSIM" merge) ../shards/shard-*.json --report campaign.html --junit campaign.xml --json campaign.json; [ \$? -le 1 ]")
echo "slurm-check: submitted array job $array ($TASKS tasks) and merge job $merge" >&2

# The same campaign here, with --jobs 2, while the cluster works.
(cd "$WORK/local" && "$ALTSIM" run "${campaign[@]}" --jobs 2 --report campaign.html --junit campaign.xml \
    --json campaign.json >stdout.txt 2>stderr.txt) || [[ $? -le 1 ]] || fail "the local run failed: $(tail -3 "$WORK/local/stderr.txt")"
echo "slurm-check: local run done after $(($(date +%s) - started)) s" >&2

deadline=$(($(date +%s) + TIMEOUT_SECONDS))
while [[ -n $(squeue -h -j "$array,$merge" -o %i 2>/dev/null) ]]; do
    if (($(date +%s) > deadline)); then
        fail "jobs still queued or running after ${TIMEOUT_SECONDS} s: $(squeue -h -o '%i %T %r' | tr '\n' ';')"
    fi
    sleep 2
done
states=$(scontrol -o show job "$array" | grep -o 'JobState=[A-Z_]*' | sort | uniq -c | tr -s ' ' | tr '\n' ';')
[[ $(scontrol -o show job "$array" | grep -vc 'JobState=COMPLETED') -eq 0 ]] \
    || fail "array tasks did not all complete ($states); logs: $(tail -n 3 "$WORK"/shards/task-*.log | tr '\n' ' ')"
scontrol -o show job "$merge" | grep -q 'JobState=COMPLETED' \
    || fail "the merge job did not complete: $(scontrol -o show job "$merge" | grep -o 'JobState=[A-Z_]*'); $(tail -5 "$WORK/merged/stdout.txt" 2>/dev/null)"
grep -h 'runs (' "$WORK"/shards/task-*.log | grep -E '100 %' >&2 || true
head -1 "$WORK/merged/stdout.txt" >&2

# Compare: the merged outputs name `altsim run … --seeds LIST --report … --json …`; the local
# ones the same command with --jobs 2.
differences=()
for file in campaign.json campaign.xml campaign.html; do
    sed 's/ --jobs 2//' "$WORK/local/$file" | cmp -s - "$WORK/merged/$file" || differences+=("$file")
done
# Standard output: the merge adds its 'merge: N of N shards present' line first.
sed 's/ --jobs 2//' "$WORK/local/stdout.txt" | cmp -s - <(tail -n +2 "$WORK/merged/stdout.txt") || differences+=(stdout)
echo "slurm-check: $(($(date +%s) - started)) s in all" >&2
if ((${#differences[@]} > 0)); then
    for file in "${differences[@]}"; do
        case $file in
            stdout) diff <(sed 's/ --jobs 2//' "$WORK/local/stdout.txt") <(tail -n +2 "$WORK/merged/stdout.txt") | head -20 >&2 || true ;;
            *) diff <(sed 's/ --jobs 2//' "$WORK/local/$file") "$WORK/merged/$file" | head -20 >&2 || true ;;
        esac
    done
    fail "differs: ${differences[*]} (merged shards vs the local --jobs 2 run)"
fi
echo "slurm-check: identical"
