import Scenarios
import Simulation

/// One device's part of a trace, sorted into what expectations look at. Times are offsets
/// from the scenario start, ns.
struct DeviceTrace {
    /// One altitude callback.
    struct Callback {
        var offset: Int64
        var code: Int?
        var context: NNAltitudeContext?
        var truth: TruthSnapshot
    }

    /// One value of a code stream.
    struct Observation: Equatable {
        var offset: Int64
        var value: Int
    }

    /// One line of the excerpt, formatted only when printed.
    struct Line {
        enum Kind {
            case callback(code: Int?, context: NNAltitudeContext?, truth: TruthSnapshot)
            case sdk(Int, truth: TruthSnapshot)
            case calibration(NNManualBarocalState, code: Int, truth: TruthSnapshot)
            case fault(String, active: Bool)
            case step(Int, String)
        }

        var offset: Int64
        var kind: Kind

        var text: String {
            switch kind {
            case .callback(let code, let context, let truth):
                TimelineExcerpt.callbackLine(code: code, context: context, truth: truth)
            case .sdk(let code, let truth): TimelineExcerpt.truthColumn(truth) + "  sdk \(code)"
            case .calibration(let state, let code, let truth):
                TimelineExcerpt.truthColumn(truth) + "  calibration \(code) (\(state))"
            case .fault(let description, let active): "fault \(active ? "begins" : "ends"): \(description)"
            case .step(let index, let description): "step \(index): \(description)"
            }
        }
    }

    var index: Int
    var callbacks: [Callback] = []
    var sdk: [Observation] = []
    var calibration: [Observation] = []
    var faults: [RunFacts.FaultWindow] = []
    var lines: [Line] = []
    /// Values of one stream read as one (`error 850 or 851`): each of `values` is observed as `primary`.
    var merged: (stream: CodeStream, values: Set<Int>, primary: Int)?

    /// The SDK's "manual calibration failed" (872), which precedes each reason.
    static let failedCode = 872
    /// The reasons of a failed manual calibration (873…879, pinnacle-sdk.md).
    static let failureReasons = 873...879

    init(records: [TraceRecord], deviceIndex: Int, facts: RunFacts) {
        index = deviceIndex
        var open: [String: Int64] = [:]
        var order: [String] = []
        for record in records where record.deviceIndex == deviceIndex || record.deviceIndex == nil {
            let offset = record.timeNanoseconds &- facts.startNanoseconds
            switch record.event {
            case .engine(let kind, let truth) where record.deviceIndex == deviceIndex:
                switch kind {
                case .altitudeCallback(let code, let context):
                    callbacks.append(Callback(offset: offset, code: code, context: context, truth: truth))
                    lines.append(Line(offset: offset, kind: .callback(code: code, context: context, truth: truth)))
                case .sdkStatus(let status):
                    sdk.append(Observation(offset: offset, value: status.rawValue))
                    lines.append(Line(offset: offset, kind: .sdk(status.rawValue, truth: truth)))
                case .manualCalibration(let state, let code):
                    // The engine reports a failure with its reason (873…879) and sends 872
                    // ("failed") on the SDK stream; the calibration stream carries both, in the
                    // SDK's order, so `calibration 871 then 872 then 876 strictly` reads as the SDK does.
                    if Self.failureReasons.contains(code) {
                        calibration.append(Observation(offset: offset, value: Self.failedCode))
                    }
                    calibration.append(Observation(offset: offset, value: code))
                    lines.append(Line(offset: offset, kind: .calibration(state, code: code, truth: truth)))
                default:
                    break
                }
            case .fault(let description, let active):
                lines.append(Line(offset: offset, kind: .fault(description, active: active)))
                let key = "\(record.deviceIndex.map(String.init) ?? "-")|\(description)"
                if active {
                    if open[key] == nil { order.append(key) }
                    open[key] = record.timeNanoseconds
                } else if let start = open.removeValue(forKey: key) {
                    faults.append(
                        RunFacts.FaultWindow(
                            description: description, startNanoseconds: start,
                            endNanoseconds: record.timeNanoseconds, deviceIndex: record.deviceIndex))
                }
            case .timelineStep(let stepIndex, let description) where record.deviceIndex == deviceIndex:
                lines.append(Line(offset: offset, kind: .step(stepIndex, description)))
            default:
                break
            }
        }
        for key in order {
            guard let start = open[key] else { continue }
            let description = String(key.drop { $0 != "|" }.dropFirst())
            faults.append(
                RunFacts.FaultWindow(
                    description: description, startNanoseconds: start, endNanoseconds: nil,
                    deviceIndex: key.hasPrefix("-") ? nil : deviceIndex))
        }
        faults += facts.faultWindows.filter { $0.deviceIndex == nil || $0.deviceIndex == deviceIndex }
    }

    /// The observations of a stream, in time order (with ``merged`` values read as their primary).
    func observations(_ stream: CodeStream) -> [Observation] {
        let raw = rawObservations(stream)
        guard let merged, merged.stream == stream else { return raw }
        return raw.map { merged.values.contains($0.value) ? Observation(offset: $0.offset, value: merged.primary) : $0 }
    }

    /// The observations of a stream as the trace holds them.
    func rawObservations(_ stream: CodeStream) -> [Observation] {
        switch stream {
        case .sdk: return sdk
        case .calibration: return calibration
        case .status:
            return callbacks.compactMap { c in c.context?.statusCode.map { Observation(offset: c.offset, value: $0) } }
        case .error:
            return callbacks.compactMap { c in
                (c.context?.errorCode ?? c.code).map { Observation(offset: c.offset, value: $0) }
            }
        case .warning:
            return callbacks.compactMap { c in c.context?.warningCode.map { Observation(offset: c.offset, value: $0) } }
        case .manualBaroCal:
            return callbacks.compactMap { c in
                c.context?.manualBaroCal.map { Observation(offset: c.offset, value: $0 ? 1 : 0) }
            }
        }
    }
}

extension Array where Element == DeviceTrace.Observation {
    /// Consecutive equal values merged into one run each (first instant kept).
    var runs: [DeviceTrace.Observation] {
        var result: [DeviceTrace.Observation] = []
        for o in self where result.last?.value != o.value { result.append(o) }
        return result
    }
}
