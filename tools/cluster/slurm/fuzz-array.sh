#!/bin/bash
# A fuzzing campaign as a Slurm job array: task I runs shard I/N of the same campaign (same
# --seed and --count; `--shard auto` reads the array's task id and count). Submit, then merge
# once every task finished (Docs/campaigns-across-machines.md, Docs/fuzzing.md):
#
#   mkdir -p fuzz-results   # before sbatch: Slurm does not create the --output folder
#   array=$(sbatch --parsable tools/cluster/slurm/fuzz-array.sh)
#   sbatch --dependency=afterany:$array --output=fuzz-results/merge-%j.log \
#     --wrap 'altsim merge fuzz-results/shard-*.json --json fuzz-results/campaign.json'
#
# Exit status 1 from a shard means "invariants failed" (a finding, not a crash of the job), so
# the merge depends on afterany; the merge refuses a missing shard.
#SBATCH --job-name=altsim-fuzz
#SBATCH --array=0-15
#SBATCH --cpus-per-task=2
#SBATCH --time=01:00:00
#SBATCH --output=fuzz-results/slurm-%A_%a.log
set -u
ROOT_SEED=${ROOT_SEED:-2026}
COUNT=${COUNT:-1000000}
ALTSIM=${ALTSIM:-.build/release/altsim}
"$ALTSIM" fuzz --seed "$ROOT_SEED" --count "$COUNT" --jobs "${SLURM_CPUS_PER_TASK:-2}" --shard auto \
    --out "fuzz-results/shard-${SLURM_ARRAY_TASK_ID}" \
    --json "fuzz-results/shard-${SLURM_ARRAY_TASK_ID}.json"
status=$?
[ "$status" -le 1 ] || exit "$status"
