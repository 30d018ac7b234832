// libFuzzer target: an AltitudeEngine driven by an arbitrary operation stream.
//
// Built only by `make fuzz-build` (tools/fuzz/build.sh compiles it with
// `swiftc -sanitize=fuzzer,address` against Geophysics, AssistanceProtocol and
// AltitudeEngine); not part of Package.swift. The bytes decode into operations
// (Operations.swift) run against one engine with a fuzz-local scheduler and assistance client
// (EngineHarness.swift); InvariantChecker.swift traps on any violated invariant.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngineInputs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let harness = EngineHarness(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    harness.run()
    return 0
}
