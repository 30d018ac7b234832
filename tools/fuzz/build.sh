#!/usr/bin/env bash
# Builds the libFuzzer targets (Docs/fuzzing.md, "libFuzzer targets") with swiftc directly:
# each library module they need is compiled once (whole-module, instrumented with
# -sanitize=fuzzer,address) into .build/fuzz/, then each target is linked against them.
# The targets live under Fuzz/, outside Package.swift, so `swift build` / `swift test` never
# see them. A module or target is rebuilt only when one of its sources is newer than its output.
# The targets build in parallel (a failure in either fails the script).
#
# Usage: tools/fuzz/build.sh [target…]      (default: every target under Fuzz/)
# Environment: SWIFTC (default swiftc), FUZZ_OPT (default -Onone: builds in a third of the
# time of -O on a loaded 2-core machine, which matters for the 2-minute smoke run; use
# FUZZ_OPT=-O for long runs, 2–3× the executions per second), FUZZ_SANITIZERS (default fuzzer,address).
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
OPT=${FUZZ_OPT:--Onone}
SANITIZERS=${FUZZ_SANITIZERS:-fuzzer,address}
FLAGS=(-swift-version 6
       -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
       -parse-as-library -sanitize="$SANITIZERS" "$OPT" -g -I "$OUT/modules" -I Sources/CGSL -use-ld=lld)
# GSL (the CGSL system library of Noise and AssistanceService), linked into every target.
read -r -a GSL_LIBS <<<"$(pkg-config --libs gsl 2>/dev/null || echo -lgsl -lgslcblas -lm)"

# Module → the modules it imports (same order as Package.swift; C: CGSL via -I Sources/CGSL).
declare -A MODULE_DEPS=(
    [Noise]=""
    [Geophysics]=""
    [EngineInterface]=""
    [AssistanceProtocol]="EngineInterface"
    [AssistanceService]="Geophysics AssistanceProtocol"
    [AltitudeEngine]="EngineInterface Geophysics AssistanceProtocol"
    [Simulation]="EngineInterface Noise Geophysics AssistanceProtocol AltitudeEngine AssistanceService"
    [Scenarios]="Simulation AssistanceService AltitudeEngine Geophysics Noise"
)
# Target → the modules it links.
declare -A TARGET_MODULES=(
    [FuzzScenarioParser]="Noise Geophysics EngineInterface AssistanceProtocol AssistanceService AltitudeEngine Simulation Scenarios"
    [FuzzEngineInputs]="Geophysics EngineInterface AssistanceProtocol AltitudeEngine"
)

if ! "$SWIFTC" -print-target-info >/dev/null 2>&1; then
    echo "fuzz-build: '$SWIFTC' not found; install the Swift 6.3 toolchain (swift.org)" >&2
    exit 1
fi
resource_dir=$("$SWIFTC" -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p' | head -1)
if ! ls "$resource_dir"/../clang/*/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1 \
    && ! ls "$resource_dir"/clang/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
    echo "fuzz-build: this toolchain has no libFuzzer runtime (libclang_rt.fuzzer-*.a under $resource_dir/..);" >&2
    echo "            the swift.org Linux toolchains ship it (Swift ≥ 5.x); use one of those" >&2
    exit 1
fi

mkdir -p "$OUT/modules" "$OUT/objects"
# Objects built with other flags are thrown away (the staleness check only sees file times).
if [[ "$(cat "$OUT/flags" 2>/dev/null)" != "${FLAGS[*]}" ]]; then
    rm -rf "$OUT/modules"/* "$OUT/objects"/* "$OUT/FuzzScenarioParser" "$OUT/FuzzEngineInputs"
    echo "${FLAGS[*]}" >"$OUT/flags"
fi

# True when $1 is missing or older than any of the remaining files.
stale() {
    local output=$1; shift
    [[ -e $output ]] || return 0
    local file
    for file in "$@"; do [[ $file -nt $output ]] && return 0; done
    return 1
}

build_module() {
    local module=$1 dep
    [[ -n ${BUILT[$module]:-} ]] && return 0
    for dep in ${MODULE_DEPS[$module]}; do build_module "$dep"; done
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    local object="$OUT/objects/$module.o" inputs=("${sources[@]}" tools/fuzz/build.sh)
    for dep in ${MODULE_DEPS[$module]}; do inputs+=("$OUT/objects/$dep.o"); done
    # Targets build in parallel: a module two of them share is compiled once, under a lock.
    (
        flock 9
        if stale "$object" "${inputs[@]}"; then
            echo "fuzz-build: module $module (${#sources[@]} files)" >&2
            "$SWIFTC" "${FLAGS[@]}" -module-name "$module" -wmo -num-threads 0 \
                -emit-module -emit-module-path "$OUT/modules/$module.swiftmodule" \
                -c "${sources[@]}" -o "$object"
            # swiftc leaves an unchanged object untouched; mark it fresh for the staleness check.
            touch "$object"
        fi
    ) 9>"$OUT/objects/$module.lock"
    BUILT[$module]=1
}

build_target() {
    local target=$1 module
    [[ -n ${TARGET_MODULES[$target]:-} ]] || { echo "fuzz-build: unknown target '$target'" >&2; exit 2; }
    local objects=()
    for module in ${TARGET_MODULES[$target]}; do build_module "$module"; objects+=("$OUT/objects/$module.o"); done
    mapfile -t sources < <(find "Fuzz/$target" Fuzz/Common -name '*.swift' | sort)
    local binary="$OUT/$target"
    if stale "$binary" "${sources[@]}" "${objects[@]}"; then
        echo "fuzz-build: target $target" >&2
        "$SWIFTC" "${FLAGS[@]}" -module-name "$target" -wmo "${sources[@]}" "${objects[@]}" "${GSL_LIBS[@]}" -o "$binary"
    fi
    echo "fuzz-build: $binary" >&2
}

declare -A BUILT=()
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(FuzzScenarioParser FuzzEngineInputs)
# One job per target (the machine's cores are few; each swiftc -wmo uses one).
pids=()
for target in "${targets[@]}"; do build_target "$target" & pids+=($!); done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
