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
