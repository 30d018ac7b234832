public import AltitudeEngine
import AssistanceProtocol
import Foundation

/// Replays a recorded trace through fresh engines: the recorded inputs (samples at their
/// delivery time, app calls, the restored calibration) go to a bare engine per device driven by
/// a `ManualScheduler`, assistance requests get the recorded replies at the recorded times, and
/// every engine event must equal the recorded one (line without `truth`: kind, fields and time).
///
/// Engine timers due at the same instant as an input run before it only while the trace shows
/// an engine event of that instant before the input (the recording's order at equal times).
public enum TraceReplay {
    /// Why a trace cannot be replayed.
    public struct InputError: Error, CustomStringConvertible {
        /// Index of the offending line (0 = the first line after the header).
        public var index: Int
        /// What is wrong.
        public var message: String
        /// `event #INDEX: MESSAGE`.
        public var description: String { "event #\(index): \(message)" }
    }

    /// The first difference between the recording and the replay.
    public struct Divergence: Hashable, Sendable {
        /// Index of the recorded line (0 = the first line after the header); for an event the
        /// replay produced beyond the recording, the index of the last line + 1.
        public var index: Int
        /// Time of the event, ns since the epoch.
        public var timeNanoseconds: Int64
        /// Device index.
        public var deviceIndex: Int
        /// The recorded line without its truth (`nil`: the recording has no further event).
        public var expected: String?
        /// The replayed event's line without its truth (`nil`: the replay produced none).
        public var got: String?
    }

    /// What a replay found.
    public struct Outcome: Hashable, Sendable {
        /// Engine events compared (equal ones, before the divergence if any).
        public var matchedEvents: Int
        /// Inputs fed to the engines.
        public var inputs: Int
        /// The first divergence in trace order, `nil` when every event matched.
        public var divergence: Divergence?
    }

    /// Replays `lines` (the trace without its header).
    /// - Parameters:
    ///   - configurations: the engine configuration of each device (with its `deviceID`).
    ///   - engine: the engine factory the recording used.
    ///   - endNanoseconds: the end of the recorded run (engine timers run up to it); `nil`
    ///     uses the last line's time.
    public static func replay(
        lines: [[UInt8]], configurations: [EngineConfiguration], engine: EngineFactory = .altitudeEngine,
        startNanoseconds: Int64? = nil, endNanoseconds: Int64? = nil
    ) throws(InputError) -> Outcome {
        let window = (startNanoseconds ?? .min)...max(startNanoseconds ?? .min, endNanoseconds ?? .max)
        let scripts = try scripts(lines: lines, deviceCount: configurations.count, window: window)
        let lastTime = scripts.flatMap { $0.inputs.map(\.timeNanoseconds) + $0.events.map(\.timeNanoseconds) }.max()
        let end = endNanoseconds ?? lastTime ?? 0
        var matched = 0
        var inputs = 0
        var first: Divergence?
        for (device, script) in scripts.enumerated() where !script.inputs.isEmpty || !script.events.isEmpty {
            let result = replay(
                script, device: device, configuration: configurations[device], engine: engine,
                endNanoseconds: end, lineCount: lines.count)
            matched += result.matched
            inputs += script.inputs.count
            if let divergence = result.divergence, first.map({ divergence.index < $0.index }) ?? true {
                first = divergence
            }
        }
        return Outcome(matchedEvents: matched, inputs: inputs, divergence: first)
    }

    /// The line of an engine event without its truth, as replay compares it.
    static func comparable(_ line: [UInt8]) -> String {
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: ",\"truth\":", options: .backwards) else { return text }
        return String(text[..<range.lowerBound])
    }

    private static let placeholderTruth = TruthSnapshot(
        position: .init(eastMeters: 0, northMeters: 0), heightMSLMeters: 0, heightHAEMeters: 0,
        heightAboveTerrainMeters: 0,
        buildingIndex: nil, floor: nil, pressurePa: 0, activity: .unknown)

    private static func replay(
        _ script: DeviceTraceScript, device: Int, configuration: EngineConfiguration, engine factory: EngineFactory,
        endNanoseconds: Int64, lineCount: Int
    ) -> (matched: Int, divergence: Divergence?) {
        let start = min(script.inputs.first?.timeNanoseconds ?? .max, script.events.first?.timeNanoseconds ?? .max)
        let scheduler = ManualScheduler(startNanoseconds: start)
        let ports = EnginePorts(
            scheduler: scheduler, assistance: ScriptedAssistanceClient(scheduler: scheduler, script: script),
            store: InMemoryKeyValueStore())
        let engine = factory.make(configuration, ports)
        let checker = EventChecker(device: device, expected: script.events, lineCount: lineCount)
        engine.observer = checker
        for input in script.inputs {
            if checker.divergence != nil { break }
            let t = input.timeNanoseconds
            scheduler.advance(toNanoseconds: t &- 1)
            while checker.divergence == nil, let next = checker.nextExpected, next.index < input.index,
                next.timeNanoseconds == t,
                scheduler.runNext(notAfter: t)
            {}
            scheduler.moveClock(toNanoseconds: t)
            switch input.input {
            case .pressure(let sample): engine.ingestPressure(sample)
            case .location(let location): engine.ingestLocation(location)
            case .activity(let sample): engine.ingestActivity(sample)
            case .call(let call): engine.perform(call)
            case .restore(let record): engine.restoreCalibration(record)
            }
        }
        if checker.divergence == nil { scheduler.advance(toNanoseconds: endNanoseconds) }
        checker.finish()
        withExtendedLifetime(engine) {}
        return (checker.matched, checker.divergence)
    }

    /// Compares each event the engine emits with the next recorded one.
    private final class EventChecker: EngineObserver {
        let device: Int
        let expected: [(index: Int, timeNanoseconds: Int64, comparable: String)]
        let lineCount: Int
        let encoder = TraceEncoder()
        var matched = 0
        var divergence: Divergence?

        /// The next recorded event not yet produced.
        var nextExpected: (index: Int, timeNanoseconds: Int64, comparable: String)? {
            matched < expected.count ? expected[matched] : nil
        }

        init(device: Int, expected: [(index: Int, timeNanoseconds: Int64, comparable: String)], lineCount: Int) {
            self.device = device
            self.expected = expected
            self.lineCount = lineCount
        }

        func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
            guard divergence == nil else { return }
            let got = TraceReplay.comparable(
                encoder.encode(
                    TraceRecord(
                        timeNanoseconds: event.timeNanoseconds, deviceIndex: device,
                        event: .engine(event.kind, truth: TraceReplay.placeholderTruth))))
            guard matched < expected.count else {
                divergence = Divergence(
                    index: lineCount, timeNanoseconds: event.timeNanoseconds, deviceIndex: device, expected: nil,
                    got: got)
                return
            }
            let want = expected[matched]
            if want.comparable == got {
                matched += 1
            } else {
                divergence = Divergence(
                    index: want.index, timeNanoseconds: want.timeNanoseconds, deviceIndex: device,
                    expected: want.comparable, got: got)
            }
        }

        /// A recorded event the replay never produced.
        func finish() {
            guard divergence == nil, matched < expected.count else { return }
            let want = expected[matched]
            divergence = Divergence(
                index: want.index, timeNanoseconds: want.timeNanoseconds, deviceIndex: device,
                expected: want.comparable, got: nil)
        }
    }
}
