#!/usr/bin/env bash
# Runs every libFuzzer target for a bounded time (both at once, one per core), starting from
# the committed seed corpus Tests/FuzzCorpus/<target>/ and, for the parser, the scenario files
# of the hostile-input corpus Tests/altsimTests/Fixtures/Hostile/ (copied, so the run never
# writes into the repository). Any crash, invariant trap, timeout (> FUZZ_TIMEOUT s for one input) or
# sanitizer report fails the run, naming the target and the saved input and printing the
# command that reproduces it.
#
# Usage: tools/fuzz/smoke.sh [seconds per target, default $FUZZ_SECONDS or 45]
# Build first: tools/fuzz/build.sh (make fuzz-smoke does both).
set -uo pipefail
cd "$(dirname "$0")/../.."

SECONDS_PER_TARGET=${1:-${FUZZ_SECONDS:-45}}
TIMEOUT=${FUZZ_TIMEOUT:-10}
OUT=.build/fuzz
RUN="$OUT/smoke"
TARGETS=(FuzzScenarioParser FuzzEngineInputs)
# The Swift runtime's crash backtracer races libFuzzer's and ASan's handlers (a wild read in
# CrashHandlerLinux.cpp instead of the real trap): libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer reports Swift's lazily-initialised globals (static let tables) as leaks:
# their pointers are stored with spare bits set, which LSan cannot see. Leaks are off (here for
# libFuzzer, and in the binaries' built-in ASan defaults, Fuzz/Common/SanitizerDefaults.swift).
OPTIONS=(-max_total_time="$SECONDS_PER_TARGET" -timeout="$TIMEOUT" -detect_leaks=0 -rss_limit_mb=2048
         -max_len=8192 -print_final_stats=1)

rm -rf "$RUN"
pids=()
for target in "${TARGETS[@]}"; do
    binary="$OUT/$target"
    [[ -x $binary ]] || { echo "fuzz-smoke: $binary is missing; run make fuzz-build" >&2; exit 1; }
    mkdir -p "$RUN/$target/corpus" "$RUN/$target/artifacts"
    cp Tests/FuzzCorpus/"$target"/* "$RUN/$target/corpus/" 2>/dev/null || true
    if [[ $target == FuzzScenarioParser ]]; then
        # The hostile-input corpus's scenario files seed the parser too (one name per case folder).
        for file in Tests/altsimTests/Fixtures/Hostile/*/*.scenario; do
            [[ -f $file ]] || continue
            case_name=$(basename "$(dirname "$file")")
            cp "$file" "$RUN/$target/corpus/hostile-$case_name-$(basename "$file")"
        done
    fi
    "$binary" "${OPTIONS[@]}" -artifact_prefix="$RUN/$target/artifacts/" "$RUN/$target/corpus" \
        >"$RUN/$target/log" 2>&1 &
    pids+=($!)
done

failed=0
for index in "${!TARGETS[@]}"; do
    target=${TARGETS[$index]}
    wait "${pids[$index]}"
    status=$?
    log="$RUN/$target/log"
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    # slow-unit-* files are only a note (an input slower than -report_slow_units); crash-,
    # timeout-, oom- and leak- files are failures.
    artifact=$(sed -n "s/.*Test unit written to \(.*\)$/\1/p" "$log" | grep -v "/slow-unit-" | tail -1)
    if [[ $status -eq 0 && -z $artifact ]] && ! grep -q "ERROR: \(AddressSanitizer\|libFuzzer\|UndefinedBehavior\)" "$log"; then
        echo "fuzz-smoke: $target ok (${runs:-?} inputs in ${SECONDS_PER_TARGET} s, no crash, no timeout, no sanitizer report)"
        continue
    fi
    failed=1
    echo "fuzz-smoke: $target FAILED (exit $status)" >&2
    grep -m1 -E "Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)" "$log" >&2 || true
    grep -E "^    #[0-9]+ .* in \\\$s[0-9]*(Scenarios|AltitudeEngine|AssistanceProtocol|Geophysics|Fuzz)" "$log" | head -12 >&2
    if [[ -n $artifact ]]; then
        echo "fuzz-smoke: crashing input: $artifact" >&2
        echo "fuzz-smoke: reproduce with: SWIFT_BACKTRACE=enable=no $OUT/$target $artifact" >&2
    fi
    echo "fuzz-smoke: full log: $log" >&2
done
exit $failed
