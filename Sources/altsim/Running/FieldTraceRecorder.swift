import AltitudeEngine
import Simulation

/// Watches a field run's engine: keeps each altitude context with the indoor detector's place at
/// that instant, and writes the run as a trace (device 0) to `sink` — every input as the
/// simulator writes a raw sample, every app call and every engine event — so `altsim replay`
/// can feed the recorded inputs to a fresh engine and compare its events. The truth of a real
/// recording is unknown: its fields are NaN.
final class FieldTraceRecorder: EngineObserver {
    let engine: AltitudeEngine
    let sink: (any TraceSink)?
    private let encoder = TraceEncoder()
    private(set) var contexts: [FieldRun.Context] = []

    /// The truth written on every line: nothing is known.
    static let unknownTruth = TruthSnapshot(
        position: .init(eastMeters: .nan, northMeters: .nan), heightMSLMeters: .nan, heightHAEMeters: .nan,
        heightAboveTerrainMeters: .nan, buildingIndex: nil, floor: nil, pressurePa: .nan, activity: .unknown)

    init(engine: AltitudeEngine, sink: (any TraceSink)?) {
        self.engine = engine
        self.sink = sink
    }

    /// Writes one line.
    func record(_ event: TraceEvent, at timeNanoseconds: Int64) {
        guard let sink else { return }
        let record = TraceRecord(timeNanoseconds: timeNanoseconds, deviceIndex: 0, event: event)
        sink.receive(record, line: sink.wantsLines ? encoder.encode(record) : [])
    }

    func engine(_ sender: AnyObject, didRecord event: EngineEvent) {
        record(.engine(event.kind, truth: Self.unknownTruth), at: event.timeNanoseconds)
        guard case .altitudeCallback(_, let context?) = event.kind else { return }
        var indoors: Bool?
        var entry: Int64?
        switch engine.indoorPlace {
        case .indoors(let anchor)?:
            indoors = true
            entry = anchor
        case .outdoors?: indoors = false
        case .unknown?, nil: indoors = nil
        }
        contexts.append(
            FieldRun.Context(
                timeNanoseconds: context.timestampNanoseconds, heightMeters: context.height,
                heightAboveTerrainMeters: context.heightAboveTerrain, indoors: indoors, entryNanoseconds: entry))
    }
}
