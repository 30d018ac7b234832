import Scenarios
import Simulation

/// One device's part of a trace, sorted into what expectations look at. Times are offsets
/// from the scenario start, ns.
///
/// Built record by record (``add(_:startNanoseconds:)``, then ``finish(facts:)``), so a run can
/// collect it as it streams (``DeviceTraceCollector``) instead of keeping every record. Callbacks
/// live in columns (``CallbackColumns``); the other events, which are rare, as lines.
struct DeviceTrace: Sendable {
    /// One altitude callback.
    struct Callback {
        var offset: Int64
        var code: Int?
        var context: NNAltitudeContext?
        var truth: CallbackTruth
    }

    /// What a callback's checks read of the truth at its instant.
    struct CallbackTruth {
        var heightHAEMeters: Double
        /// `nan` unless ``CallbackFields/truthHeightAboveTerrain`` is kept.
        var heightAboveTerrainMeters: Double
        var buildingIndex: Int?
        var floor: Int?
        var isIndoors: Bool { buildingIndex != nil }
    }

    /// One value of a code stream.
    struct Observation: Equatable {
        var offset: Int64
        var value: Int
    }

    /// One line of the excerpt, formatted only when printed.
    struct Line {
        enum Kind {
            /// Boxed: a kept event line (every other case) then takes a few dozen bytes, not the
            /// size of a whole context (callback lines are rebuilt from the columns when read).
            indirect case callback(code: Int?, context: NNAltitudeContext?, truthHAEMeters: Double)
            case sdk(Int, truthHAEMeters: Double)
            case calibration(NNManualBarocalState, code: Int, truthHAEMeters: Double)
            case fault(String, active: Bool)
            case step(Int, String)
        }

        var offset: Int64
        var kind: Kind

        var text: String {
            switch kind {
            case .callback(let code, let context, let truth):
                TimelineExcerpt.callbackLine(code: code, context: context, truthHAEMeters: truth)
            case .sdk(let code, let truth): TimelineExcerpt.truthColumn(truth) + "  sdk \(code)"
            case .calibration(let state, let code, let truth):
                TimelineExcerpt.truthColumn(truth) + "  calibration \(code) (\(state))"
            case .fault(let description, let active): "fault \(active ? "begins" : "ends"): \(description)"
            case .step(let index, let description): "step \(index): \(description)"
            }
        }
    }

    /// A line other than a callback, with its place among the callbacks.
    struct EventLine {
        var line: Line
        /// Callbacks recorded before it (it comes after them and before the next).
        var callbacksBefore: Int
    }

    var index: Int
    private(set) var columns: CallbackColumns
    var sdk: [Observation] = []
    var calibration: [Observation] = []
    var faults: [RunFacts.FaultWindow] = []
    private(set) var events: [EventLine] = []
    /// Values of one stream read as one (`error 850 or 851`): each of `values` is observed as `primary`.
    var merged: (stream: CodeStream, values: Set<Int>, primary: Int)?
    /// Faults begun and not yet ended, by device and description, and the order they began in.
    private var open: [String: Int64] = [:]
    private var openOrder: [String] = []

    /// The SDK's "manual calibration failed" (872), which precedes each reason.
    static let failedCode = 872
    /// The reasons of a failed manual calibration (873…879, pinnacle-sdk.md).
    static let failureReasons = 873...879

    /// An empty trace for the device at `deviceIndex` that keeps `fields` of each callback.
    init(deviceIndex: Int, fields: CallbackFields) {
        index = deviceIndex
        columns = CallbackColumns(fields: fields)
    }

    /// The device's trace out of a whole run's records, keeping every callback value.
    init(records: [TraceRecord], deviceIndex: Int, facts: RunFacts) {
        self.init(deviceIndex: deviceIndex, fields: .all)
        for record in records { add(record, startNanoseconds: facts.startNanoseconds) }
        finish(facts: facts)
    }

    /// The callbacks, in trace order.
    var callbacks: CallbackList { CallbackList(columns: columns, range: 0..<columns.count) }

    /// Every line (callbacks and the other events), in trace order.
    var timeline: DeviceTimeline { DeviceTimeline(columns: columns, events: events) }

    private mutating func appendLine(_ offset: Int64, _ kind: Line.Kind) {
        events.append(EventLine(line: Line(offset: offset, kind: kind), callbacksBefore: columns.count))
    }

    /// Takes in the next record of the run (records of other devices are skipped).
    mutating func add(_ record: TraceRecord, startNanoseconds: Int64) {
        guard record.deviceIndex == index || record.deviceIndex == nil else { return }
        let offset = record.timeNanoseconds &- startNanoseconds
        switch record.event {
        case .engine(let kind, let truth) where record.deviceIndex == index:
            switch kind {
            case .altitudeCallback(let code, let context):
                columns.append(offset: offset, code: code, context: context, truth: truth)
            case .sdkStatus(let status):
                sdk.append(Observation(offset: offset, value: status.rawValue))
                appendLine(offset, .sdk(status.rawValue, truthHAEMeters: truth.heightHAEMeters))
            case .manualCalibration(let state, let code):
                // The engine reports a failure with its reason (873…879) and sends 872
                // ("failed") on the SDK stream; the calibration stream carries both, in the
                // SDK's order, so `calibration 871 then 872 then 876 strictly` reads as the SDK does.
                if Self.failureReasons.contains(code) {
                    calibration.append(Observation(offset: offset, value: Self.failedCode))
                }
                calibration.append(Observation(offset: offset, value: code))
                appendLine(offset, .calibration(state, code: code, truthHAEMeters: truth.heightHAEMeters))
            default:
                break
            }
        case .fault(let description, let active):
            appendLine(offset, .fault(description, active: active))
            let key = "\(record.deviceIndex.map(String.init) ?? "-")|\(description)"
            if active {
                if open[key] == nil { openOrder.append(key) }
                open[key] = record.timeNanoseconds
            } else if let start = open.removeValue(forKey: key) {
                faults.append(
                    RunFacts.FaultWindow(
                        description: description, startNanoseconds: start,
                        endNanoseconds: record.timeNanoseconds, deviceIndex: record.deviceIndex))
            }
        case .timelineStep(let stepIndex, let description) where record.deviceIndex == index:
            appendLine(offset, .step(stepIndex, description))
        default:
            break
        }
    }

    /// Closes the trace after the last record: faults still open, then the facts' own faults.
    mutating func finish(facts: RunFacts) {
        for key in openOrder {
            guard let start = open[key] else { continue }
            let description = String(key.drop { $0 != "|" }.dropFirst())
            faults.append(
                RunFacts.FaultWindow(
                    description: description, startNanoseconds: start, endNanoseconds: nil,
                    deviceIndex: key.hasPrefix("-") ? nil : index))
        }
        open = [:]
        openOrder = []
        faults += facts.faultWindows.filter { $0.deviceIndex == nil || $0.deviceIndex == index }
    }

    /// The observations of a stream, in time order (with ``merged`` values read as their primary).
    func observations(_ stream: CodeStream) -> ObservationList {
        let raw = rawObservations(stream)
        guard let merged, merged.stream == stream else { return raw }
        return raw.merging(merged.values, into: merged.primary)
    }

    /// The observations of a stream as the trace holds them.
    func rawObservations(_ stream: CodeStream) -> ObservationList {
        switch stream {
        case .sdk: return ObservationList(sdk)
        case .calibration: return ObservationList(calibration)
        case .status, .error, .warning, .manualBaroCal: return columns.observations(stream)
        }
    }
}

extension Sequence where Element == DeviceTrace.Observation {
    /// Consecutive equal values merged into one run each (first instant kept).
    var runs: [DeviceTrace.Observation] {
        var result: [DeviceTrace.Observation] = []
        for o in self where result.last?.value != o.value { result.append(o) }
        return result
    }
}
