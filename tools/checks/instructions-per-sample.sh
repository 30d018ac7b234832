#!/usr/bin/env bash
# Prints the simulator's marginal cost per barometer sample in instructions, counted exactly by
# callgrind (wall time on a shared machine varies by ±40 %; instruction counts do not):
# (instructions of `bench sim --hours 2` − those of `--hours 1`) / (their barometer samples' difference).
# The goal is ≤ 700 (Docs/simulator.md, "Bench").
# usage: tools/checks/instructions-per-sample.sh [ALTSIM]   (default .build/release/altsim)
set -euo pipefail
altsim=${1:-.build/release/altsim}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "instructions-per-sample: valgrind is not installed (Debian: apt-get install valgrind)" >&2
    exit 2
fi
if [ ! -x "$altsim" ]; then
    echo "instructions-per-sample: no altsim at $altsim (build it: swift build -c release)" >&2
    exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for hours in 1 2; do
    valgrind --tool=callgrind --callgrind-out-file="$scratch/$hours.out" \
        "$altsim" bench sim --hours "$hours" --samples 1000 --json >"$scratch/$hours.json" 2>"$scratch/$hours.log" || {
        echo "instructions-per-sample: the callgrind run of --hours $hours failed:" >&2
        tail -5 "$scratch/$hours.log" >&2
        exit 2
    }
done
python3 - "$scratch" <<'PY'
import json, sys
folder = sys.argv[1]
def instructions(hours):
    # callgrind's output ends with "totals: N" (or "summary: N"): the run's instructions.
    with open(f"{folder}/{hours}.out") as f:
        for line in f:
            if line.startswith(("totals:", "summary:")):
                return int(line.split()[1])
    sys.exit(f"instructions-per-sample: no totals line in the callgrind output of --hours {hours}")
def samples(hours):
    with open(f"{folder}/{hours}.json") as f:
        return json.load(f)["baro_samples"]
extra = samples(2) - samples(1)
per_sample = (instructions(2) - instructions(1)) / extra
print(f"whole run --hours 1: {instructions(1) / 1e6:.1f} M instructions")
print(f"marginal instructions per barometer sample: {per_sample:.0f} (goal <= 700)")
PY
