import AltitudeEngine
import AssistanceService

/// Convenience entry points.
public enum Simulator {
    /// Builds and runs a spec.
    /// - Parameters:
    ///   - engine: the engine under test (default: the built-in `AltitudeEngine`).
    ///   - keepTrace: return every record in `SimulationResult.records` (memory grows with
    ///     the trace); `false` keeps only the hash and the counts.
    ///   - sink: an extra consumer (for example a `JSONLinesWriter`).
    /// - Throws: `SimulationError` or `WorldError` at setup.
    public static func run(
        _ spec: SimulationSpec, engine: EngineFactory = .altitudeEngine, keepTrace: Bool = true,
        sink: (any TraceSink)? = nil
    ) throws -> SimulationResult {
        let recorder = keepTrace ? TraceRecorder() : nil
        let fanOut: (any TraceSink)? =
            switch (recorder, sink) {
            case (let r?, let s?): FanOutSink([r, s])
            case (let r?, nil): r
            case (nil, let s): s
            }
        let run = try SimulationRun(spec: spec, engine: engine, sink: fanOut)
        var result = run.run()
        result.records = recorder?.records
        return result
    }
}
