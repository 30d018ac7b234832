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
            Self.step(&sdkStatus, t, CodeMeanings.sdkStatus(code))
        case .altitudeCallback(let code, let context):
            if let context {
                Self.step(&statusCode, t, context.statusCode.map(CodeMeanings.serviceStatus))
                Self.step(&errorCode, t, context.errorCode.map(CodeMeanings.errorCode))
                Self.step(&warningCode, t, context.warningCode.map(CodeMeanings.warningCode))
                Self.step(&manualBaroCal, t, context.manualBaroCal.map(CodeMeanings.manualBaroCal))
                if let warning = context.warningCode, warning != 0, !warningsRaised.contains(warning) {
                    warningsRaised.append(warning)
                }
            } else if let code {
                Self.step(&errorCode, t, CodeMeanings.errorCode(code))
            }
        case .manualCalibration(let state, let code):
            Self.step(&manualCalibration, t, CodeMeanings.manualCalibration(state, code: code))
        case .calibrationAccepted:
            calibration.append(
                CodeLane.Step(
                    timeNanoseconds: t, label: "calibration accepted",
                    meaning: "a calibration record became the current calibration"))
        case .uploadSent:
            calibration.append(
                CodeLane.Step(
                    timeNanoseconds: t, label: "upload sent",
                    meaning: "a calibration record was uploaded to the service"))
        case .startCompleted, .assistanceRequestSent, .assistanceReplyReceived, .assistanceRequestTimedOut,
            .uploadCompleted, .sampleRejected:
            break
        }
    }

    /// Appends a step when the value changed; `nil` is "no value" (an empty label).
    static func step(_ lane: inout [CodeLane.Step], _ t: Int64, _ entry: CodeMeanings.Entry?) {
        let label = entry?.label ?? ""
        let name = entry?.name ?? ""
        if lane.last?.label == label, lane.last?.name == name { return }
        lane.append(
            CodeLane.Step(timeNanoseconds: t, label: label, name: name, meaning: entry?.meaning ?? ""))
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
