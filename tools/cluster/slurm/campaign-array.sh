#!/bin/bash
# A campaign (`altsim run PATH... --seeds LIST`) as a Slurm job array: task I runs shard I/N
# (`--shard auto` reads SLURM_ARRAY_TASK_ID, _MIN, _STEP and _COUNT) and writes
# campaign-results/shard-I.json. Submit it and the merge, which starts once every task succeeded
# (Docs/campaigns-across-machines.md):
#
#   mkdir -p campaign-results   # before sbatch: Slurm does not create the --output folder
#   array=$(sbatch --parsable tools/cluster/slurm/campaign-array.sh)
#   sbatch --dependency=afterok:$array tools/cluster/slurm/campaign-merge.sh
#
# Run both from the repository (or any folder holding the same scenario files on a filesystem
# every node shares): the merge reads the scenario files again and checks their hashes.
# A task that failed (node lost, time limit) reruns with the same index and writes the same
# bytes: `scontrol requeue <array job id>_I` (same array, same index), or on any machine
# `altsim run … --shard I/N --json campaign-results/shard-I.json`. Not `sbatch --array=I`: that
# is an array of one task, which `--shard auto` reads as shard 0/1.
#SBATCH --job-name=altsim-campaign
#SBATCH --array=0-15
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
#SBATCH --output=campaign-results/slurm-%A_%a.log
set -u
ALTSIM=${ALTSIM:-.build/release/altsim}
SCENARIOS=${SCENARIOS:-scenarios/calm-day-outdoors.scenario scenarios/cold-front-across-stations.scenario}
SEEDS=${SEEDS:-1...10000}
# shellcheck disable=SC2086 # SCENARIOS is a list of paths
exec "$ALTSIM" run $SCENARIOS --seeds "$SEEDS" --shard auto --jobs "${SLURM_CPUS_PER_TASK:-1}" \
    --json "campaign-results/shard-${SLURM_ARRAY_TASK_ID}.json"
