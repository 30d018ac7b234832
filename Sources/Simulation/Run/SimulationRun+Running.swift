import AltitudeEngine
import AssistanceService

extension SimulationRun {
    /// Runs to the end of the world's window (once; later calls return the same counts), tells
    /// the sink it is finished, and reports what is still scheduled — then discards it, so the
    /// run's engines and transports are freed (a second call reports nothing pending). `records` is `nil` here
    /// (use a `TraceRecorder` sink, or `Simulator.run(keepTrace: true)`).
    public func run() -> SimulationResult {
        let end = spec.startNanoseconds &+ spec.durationNanoseconds
        counts.clockEvents += clock.run(untilNanoseconds: end)
        for device in deviceRuntimes { device.engine.finishRun() }
        finishOnce()
        var total = counts
        for device in deviceRuntimes {
            total.pressureSamples += device.pressureSamples
            total.locationFixes += device.locationFixes
            total.activityResults += device.activityResults
        }
        return SimulationResult(
            name: spec.name, engineName: engineName, traceHash: traceHash, records: nil, counts: total,
            pendingEvents: clock.drainPendingEvents(), simulatedSeconds: Double(spec.durationNanoseconds) / 1e9,
            engineFailure: deviceRuntimes.lazy.compactMap(\.engine.failure).first)
    }

    /// Adds a record to the hash and hands it to the sink (with its canonical line when the
    /// sink wants lines; no line is formatted otherwise).
    func emit(_ record: TraceRecord) {
        addToHash(record)
        counts.traceLines += 1
        sinkReceive(record)
    }
}

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
        _ spec: SimulationSpec, engine: EngineFactory = .altitudeEngine, keepTrace: Bool = true, sink: (any TraceSink)? = nil
    ) throws -> SimulationResult {
        let recorder = keepTrace ? TraceRecorder() : nil
        let fanOut: (any TraceSink)? = switch (recorder, sink) {
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

/// Sends every record to several sinks, in order.
public final class FanOutSink: TraceSink {
    private let sinks: [any TraceSink]
    /// A sink forwarding to `sinks`.
    public init(_ sinks: [any TraceSink]) { self.sinks = sinks }
    /// Hands the record to every sink, in order.
    public func receive(_ record: TraceRecord, line: [UInt8]) { for sink in sinks { sink.receive(record, line: line) } }
    /// `true` when any of the sinks wants lines.
    public var wantsLines: Bool { sinks.contains { $0.wantsLines } }
    /// Finishes every sink, in order.
    public func finish() { for sink in sinks { sink.finish() } }
}
