import AltitudeEngine
public import Scenarios
public import Simulation

/// The oracle: checks ``Invariant``s 1–8 on a run's trace (9, determinism, needs a second run:
/// ``FuzzRunner`` does it).
public enum FuzzOracle {
    /// SDK codes documented as defined but never emitted on this platform.
    public static let neverEmittedSDKCodes: Set<Int> = [401, 807, 838, 839, 896, 897, 898]

    /// Violations kept per invariant and run (the first ones; a broken cadence would otherwise
    /// report every tick).
    public static let maximumViolationsPerInvariant = 5

    /// Checks `records`, the trace of `scenario`'s run.
    public static func check(_ scenario: Scenario, records: [TraceRecord]) -> RunObservation {
        var observation = RunObservation()
        let start = records.first.map { _ in scenario.startNanoseconds } ?? 0
        var devices = scenario.devices.map { DeviceWatch(spec: $0) }
        var faults = FaultWatch()
        for record in records {
            let offset = record.timeNanoseconds &- start
            switch record.event {
            case .fault(let description, let active):
                faults.note(description: description, active: active, offset: offset)
            case .timelineStep(let index, _):
                guard let d = record.deviceIndex, devices.indices.contains(d),
                    devices[d].spec.timeline.indices.contains(index)
                else { continue }
                devices[d].step(devices[d].spec.timeline[index].action, at: offset, device: d, into: &observation)
            case .engine(let kind, _):
                guard let d = record.deviceIndex, devices.indices.contains(d) else { continue }
                CodeCheck.check(kind, at: offset, device: d, into: &observation)
                devices[d].engineEvent(kind, at: offset, device: d, into: &observation)
            default: continue
            }
        }
        let end = scenario.durationNanoseconds
        for d in devices.indices { devices[d].finish(at: end, device: d, into: &observation) }
        RecoveryCheck(scenario: scenario, faults: faults).check(devices: devices, end: end, into: &observation)
        observation.exercised(.runs)
        var kept: [Invariant: Int] = [:]
        observation.violations = observation.violations.filter { violation in
            kept[violation.invariant, default: 0] += 1
            return kept[violation.invariant, default: 0] <= maximumViolationsPerInvariant
        }
        return observation
    }
}

/// The fault windows seen in a trace: the end of the last one, and whether one is still open.
struct FaultWatch {
    var open: [String: Int] = [:]
    var lastEndOffset: Int64? = nil
    var any = false

    mutating func note(description: String, active: Bool, offset: Int64) {
        any = true
        if active {
            open[description, default: 0] += 1
        } else {
            open[description, default: 0] -= 1
            if open[description, default: 0] <= 0 { open[description] = nil }
            lastEndOffset = max(lastEndOffset ?? offset, offset)
        }
    }

    var stillActive: Bool { !open.isEmpty }
}

/// Checks every emitted code against the documented tables and counts it for coverage.
enum CodeCheck {
    static func check(_ kind: EngineEventKind, at offset: Int64, device: Int, into observation: inout RunObservation) {
        func bad(_ detail: String) {
            observation.violations.append(
                Violation(invariant: .documentedCodes, offsetNanoseconds: offset, deviceIndex: device, detail: detail))
        }
        func sdk(_ code: Int, _ what: String) {
            observation.codes["\(what) \(code)", default: 0] += 1
            if SDKStatusCode(rawValue: code) == nil {
                bad("\(what) code \(code) is not an SDKStatusCode")
            } else if FuzzOracle.neverEmittedSDKCodes.contains(code) {
                bad("\(what) code \(code) is documented as never emitted")
            }
        }
        observation.exercised(.documentedCodes)
        switch kind {
        case .sdkStatus(let status): sdk(status.rawValue, "sdk")
        case .startCompleted(let code, _): sdk(code, "start")
        case .altitudeCallback(let code, let context):
            if let code { sdk(code, "callback") }
            guard let context else { return }
            if let status = context.statusCode {
                observation.codes["status \(status)", default: 0] += 1
                if ServiceStatusCode(rawValue: status) == nil { bad("statusCode \(status) is not a ServiceStatusCode") }
            }
            if let error = context.errorCode {
                observation.codes["error \(error)", default: 0] += 1
                if AltitudeErrorCode(rawValue: error) == nil { bad("errorCode \(error) is not an AltitudeErrorCode") }
            }
            if let warning = context.warningCode {
                observation.codes["warning \(warning)", default: 0] += 1
                if AltitudeWarningCode(rawValue: warning) == nil {
                    bad("warningCode \(warning) is not an AltitudeWarningCode")
                }
            }
        case .manualCalibration(_, let code):
            observation.codes["calibration \(code)", default: 0] += 1
            if code != 0, SDKStatusCode(rawValue: code) == nil {
                bad("manual-calibration code \(code) is not an SDKStatusCode")
            }
        default: return
        }
    }
}
