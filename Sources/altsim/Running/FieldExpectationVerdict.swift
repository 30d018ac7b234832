import FieldLogs
import Foundation
import Scenarios

/// A site's `expect` line judged on one recording: the label forms (`final floor = label`,
/// `indoors detected within D of label`) hold or fail against the recording's labels; every
/// other form needs the simulator's truth and is reported as not judged, never dropped.
struct FieldExpectationVerdict {
    enum Result: Equatable {
        case holds, fails, notJudged
    }

    var text: String
    var result: Result
    var detail: String

    /// The verdicts of `expectations` on a run of `recording`.
    static func judge(_ expectations: [Expectation], recording: Recording, outcome: FieldRun.Outcome)
        -> [FieldExpectationVerdict]
    {
        expectations.map { expectation in
            let text = expectation.text
            switch expectation.form {
            case .finalFloorLabel:
                guard let label = recording.labels.endFloor else {
                    return .init(text: text, result: .fails, detail: "the recording has no floor label")
                }
                guard let floor = outcome.floorAboveEntrance else {
                    return .init(text: text, result: .fails, detail: "no floor: the engine found no entrance")
                }
                return .init(
                    text: text, result: floor == label ? .holds : .fails, detail: "floor \(floor), label \(label)")
            case .indoorDetectionLabel(let within):
                let delays = outcome.detectionDelaysSeconds
                guard !delays.isEmpty else {
                    return .init(text: text, result: .notJudged, detail: "the recording has no labelled entrance")
                }
                let late = delays.filter { $0.map { $0 * 1e9 > Double(within) } ?? true }.count
                let shown = delays.map { $0.map { String(format: "%.0f s", $0) } ?? "never" }
                return .init(
                    text: text, result: late == 0 ? .holds : .fails,
                    detail: "detected after \(delays.count) labelled entrance\(delays.count == 1 ? "" : "s"): "
                        + shown.joined(separator: ", "))
            default:
                return .init(
                    text: text, result: .notJudged, detail: "needs the simulator's truth; not judged on a recording")
            }
        }
    }

    /// `  expect TEXT: holds (DETAIL)`.
    var line: String {
        let word = result == .holds ? "holds" : result == .fails ? "FAILS" : "not judged"
        return "  \(text): \(word) (\(detail))"
    }
}
