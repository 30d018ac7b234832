import Simulation

/// Turns engine events into the code lanes of the report: SDK status, `statusCode`,
/// `errorCode`, `warningCode`, `manualBaroCal`, manual calibration states and calibration events.
///
/// A step lane gets a new step only when its value changes, so a 7-day run at 1 Hz keeps as many
/// steps as there were changes.
struct LaneCollector {
    var sdkStatus: [CodeLane.Step] = []
    var statusCode: [CodeLane.Step] = []
    var errorCode: [CodeLane.Step] = []
    var warningCode: [CodeLane.Step] = []
    var manualBaroCal: [CodeLane.Step] = []
    var manualCalibration: [CodeLane.Step] = []
    var calibration: [CodeLane.Step] = []
    /// Warning codes in order of first appearance.
    var warningsRaised: [Int] = []

    mutating func add(_ kind: EngineEventKind, at t: Int64) {
        switch kind {
        case .sdkStatus(let code):
            Self.step(&sdkStatus, t, "\(code.rawValue) \(code)")
        case .altitudeCallback(let code, let context):
            if let context {
                Self.step(&statusCode, t, context.statusCode.map(String.init) ?? "")
                Self.step(&errorCode, t, context.errorCode.map(String.init) ?? "")
                Self.step(&warningCode, t, context.warningCode.map(String.init) ?? "")
                Self.step(&manualBaroCal, t, context.manualBaroCal.map { $0 ? "true" : "false" } ?? "")
                if let warning = context.warningCode, warning != 0, !warningsRaised.contains(warning) {
                    warningsRaised.append(warning)
                }
            } else if let code {
                Self.step(&errorCode, t, String(code))
            }
        case .manualCalibration(let state, let code):
            Self.step(&manualCalibration, t, "\(state) (\(code))")
        case .calibrationAccepted:
            calibration.append(CodeLane.Step(timeNanoseconds: t, label: "calibration accepted"))
        case .uploadSent:
            calibration.append(CodeLane.Step(timeNanoseconds: t, label: "upload sent"))
        case .startCompleted, .assistanceRequestSent, .assistanceReplyReceived, .assistanceRequestTimedOut,
            .uploadCompleted, .sampleRejected:
            break
        }
    }

    static func step(_ lane: inout [CodeLane.Step], _ t: Int64, _ label: String) {
        if lane.last?.label == label { return }
        lane.append(CodeLane.Step(timeNanoseconds: t, label: label))
    }

    /// The lanes that have at least one entry, in a fixed order.
    var all: [CodeLane] {
        let lanes = [
            CodeLane(name: "SDK status", steps: sdkStatus),
            CodeLane(name: "statusCode", steps: statusCode),
            CodeLane(name: "errorCode", steps: errorCode),
            CodeLane(name: "warningCode", steps: warningCode),
            CodeLane(name: "manualBaroCal", steps: manualBaroCal),
            CodeLane(name: "manual calibration", steps: manualCalibration),
            CodeLane(name: "calibration", kind: .events, steps: calibration),
        ]
        return lanes.filter { !$0.steps.isEmpty }
    }
}
