#!/usr/bin/env python3
"""Checks the Kubernetes manifests of tools/cluster/kubernetes/ (or the files given): each
parses as YAML; it has an Indexed Job whose pods run `altsim run … --shard auto` or
`altsim fuzz … --shard auto`, writing a file named by $JOB_COMPLETION_INDEX, with
ALTSIM_SHARD_COUNT equal to spec.completions (Kubernetes does not export the completions, and
`--shard auto` reads the count from there); and a merge Job running `altsim merge` on the same
image, working folder and volume, waiting for the same count of shard files. A volume claim
defined in the file that several pods share must be ReadWriteMany.

Usage: check-manifests.py [FILE.yaml ...]   Prints one line per file; exit 1 on any problem.
"""
import glob
import os
import sys

import yaml


def containers(job, init=False):
    spec = job.get("spec", {}).get("template", {}).get("spec", {})
    return spec.get("initContainers" if init else "containers", []) or []


def command_text(container):
    return " ".join(str(w) for w in (container.get("command") or []) + (container.get("args") or []))


def env_value(container, name):
    for item in container.get("env", []) or []:
        if item.get("name") == name:
            return item.get("value")
    return None


def claims(job):
    spec = job.get("spec", {}).get("template", {}).get("spec", {})
    return {v["name"]: v.get("persistentVolumeClaim", {}).get("claimName") for v in spec.get("volumes", []) or []}


def mounts(container):
    return {m["name"]: m["mountPath"] for m in container.get("volumeMounts", []) or []}


def check(path):
    with open(path, encoding="utf-8") as handle:
        documents = [d for d in yaml.safe_load_all(handle) if d is not None]
    problems = []
    jobs = [d for d in documents if d.get("kind") == "Job" and d.get("apiVersion") == "batch/v1"]
    indexed = [j for j in jobs if j.get("spec", {}).get("completionMode") == "Indexed"]
    merges = [j for j in jobs if any("altsim merge" in command_text(c) for c in containers(j))]
    if len(indexed) != 1:
        problems.append(f"expected one Job with completionMode: Indexed, found {len(indexed)}")
    if len(merges) != 1:
        problems.append(f"expected one Job running 'altsim merge', found {len(merges)}")
    if problems:
        return problems
    shard_job, merge_job = indexed[0], merges[0]
    spec = shard_job["spec"]
    completions = spec.get("completions")
    if not isinstance(completions, int) or completions < 1:
        problems.append(f"the Indexed Job's completions must be a positive integer, got {completions!r}")
        return problems
    if not isinstance(spec.get("parallelism", completions), int) or spec.get("parallelism", completions) > completions:
        problems.append("the Indexed Job's parallelism must be an integer no larger than its completions")
    if spec["template"]["spec"].get("restartPolicy") not in ("Never", "OnFailure"):
        problems.append("the Indexed Job's pods need restartPolicy Never or OnFailure")
    shard_containers = containers(shard_job)
    runners = [c for c in shard_containers if "altsim run" in command_text(c) or "altsim fuzz" in command_text(c)]
    if len(runners) != 1:
        problems.append("the Indexed Job needs one container running 'altsim run' or 'altsim fuzz'")
        return problems
    runner = runners[0]
    text = command_text(runner)
    if "--shard auto" not in text:
        problems.append("the shard command must use --shard auto (the index comes from JOB_COMPLETION_INDEX)")
    if "--json" not in text or "$JOB_COMPLETION_INDEX" not in text.split("--json", 1)[-1]:
        problems.append("the shard command must write --json to a file named by $JOB_COMPLETION_INDEX")
    if "altsim run" in text and "--seeds" not in text:
        problems.append("a campaign shard needs --seeds LIST")
    count = env_value(runner, "ALTSIM_SHARD_COUNT")
    if count != str(completions):
        problems.append(f"ALTSIM_SHARD_COUNT is {count!r} but spec.completions is {completions}: keep them equal")
    merge_container = next(c for c in containers(merge_job) if "altsim merge" in command_text(c))
    for key in ("image", "workingDir"):
        if merge_container.get(key) != runner.get(key):
            problems.append(f"the merge container's {key} {merge_container.get(key)!r} differs from the shards' "
                            f"{runner.get(key)!r} (the merge reads the same scenario files)")
    waits = [c for c in containers(merge_job, init=True)]
    if not waits:
        problems.append("the merge Job needs an init container that waits for the shard files")
    for wait in waits:
        if env_value(wait, "ALTSIM_SHARD_COUNT") != str(completions) or "ALTSIM_SHARD_COUNT" not in command_text(wait):
            problems.append(f"the merge Job's wait must count ALTSIM_SHARD_COUNT = {completions} shard files")
    shard_claims, merge_claims = claims(shard_job), claims(merge_job)
    shard_mounts = {shard_claims.get(n): p for n, p in mounts(runner).items()}
    merge_mounts = {merge_claims.get(n): p for n, p in mounts(merge_container).items()}
    shared = [c for c in shard_mounts if c is not None and merge_mounts.get(c) == shard_mounts[c]]
    if not shared:
        problems.append("the shards and the merge must mount the same volume claim at the same path")
    for claim in documents:
        if claim.get("kind") == "PersistentVolumeClaim" and claim["metadata"]["name"] in shared:
            if "ReadWriteMany" not in (claim.get("spec", {}).get("accessModes") or []):
                problems.append(f"the claim {claim['metadata']['name']} is shared by many pods: needs ReadWriteMany")
    return problems


def main(arguments):
    here = os.path.dirname(os.path.abspath(__file__))
    paths = arguments or sorted(glob.glob(os.path.join(here, "*.yaml")))
    failed = False
    for path in paths:
        try:
            problems = check(path)
        except (OSError, yaml.YAMLError, KeyError, TypeError, AttributeError) as error:
            problems = [f"cannot be checked: {error}"]
        if problems:
            failed = True
            for problem in problems:
                print(f"{path}: {problem}")
        else:
            print(f"{path}: ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
