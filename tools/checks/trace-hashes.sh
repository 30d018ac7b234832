#!/usr/bin/env bash
# Prints "PATH SEED TRACEHASH" for every library scenario at each seed given (default 1 2 3),
# sorted, so two builds can be compared with diff: a refactoring that must not change
# behaviour leaves this output byte-identical.
# usage: tools/checks/trace-hashes.sh [ALTSIM] [SEED...]
set -euo pipefail
altsim=${1:-.build/release/altsim}
shift || true
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(1 2 3)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for seed in "${seeds[@]}"; do
    # Exit 1 (an expectation failing at this seed) still yields hashes; only 2 is an error.
    status=0
    "$altsim" run scenarios --seed "$seed" --json "$scratch/$seed.json" --quiet --jobs 2 >/dev/null || status=$?
    if [ "$status" -ge 2 ]; then echo "trace-hashes: altsim run failed at seed $seed (exit $status)" >&2; exit 2; fi
done
python3 - "$scratch" "${seeds[@]}" <<'PY'
import json, sys
folder, seeds = sys.argv[1], sys.argv[2:]
rows = []
for seed in seeds:
    with open(f"{folder}/{seed}.json") as f:
        for run in json.load(f)["scenarios"]:
            rows.append(f'{run["path"]} {run["seed"]} {run["traceHash"]}')
print("\n".join(sorted(rows)))
PY
