#!/bin/bash
# The merge of a campaign's shards (tools/cluster/slurm/campaign-array.sh), submitted with
# `sbatch --dependency=afterok:<array job id>`: the campaign's report, JUnit XML and JSON, the
# same as the unsharded run writes. Exit status 1 (an expectation failed) is a finding, not a
# failed job; 2 (a shard missing, from another campaign, a scenario changed) fails the job.
#SBATCH --job-name=altsim-merge
#SBATCH --cpus-per-task=1
#SBATCH --time=00:30:00
#SBATCH --output=campaign-results/merge-%j.log
set -u
ALTSIM=${ALTSIM:-.build/release/altsim}
"$ALTSIM" merge campaign-results/shard-*.json --report campaign-results/campaign.html \
    --junit campaign-results/campaign.xml --json campaign-results/campaign.json
status=$?
[ "$status" -le 1 ] || exit "$status"
