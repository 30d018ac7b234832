import Scenarios
import Simulation

/// The compact timeline printed under a failure: one line per event around the instants.
///
/// A callback line reads
/// `00:00:12.000  true 105.32 m  reported 104.10 ± 1.20 m  status 200  error 0  warning 0  cal false`;
/// an SDK or calibration event `00:00:01.000  true 105.32 m  sdk 830`; faults and timeline steps
/// their description. Lines at an instant of the failure are marked `>`.
enum TimelineExcerpt {
    /// Lines before and after each instant.
    static let context = 3
    /// The most lines an excerpt prints.
    static let maximumLines = 24

    static func truthColumn(_ truthHAEMeters: Double) -> String {
        "true " + FormChecker.format(truthHAEMeters, digits: 2) + " m"
    }

    static func callbackLine(code: Int?, context: NNAltitudeContext?, truthHAEMeters: Double) -> String {
        var text = truthColumn(truthHAEMeters)
        guard let context else {
            return text + "  reported —  callback code \(code.map(String.init) ?? "none")"
        }
        if let height = context.height {
            text += "  reported " + FormChecker.format(height, digits: 2)
            if let u68 = context.heightUncertainty68 { text += " ± " + FormChecker.format(u68, digits: 2) }
            text += " m"
        } else {
            text += "  reported —"
        }
        func field(_ name: String, _ value: Int?) -> String { "  \(name) " + (value.map(String.init) ?? "—") }
        text +=
            field("status", context.statusCode) + field("error", context.errorCode)
            + field("warning", context.warningCode)
        text += "  cal " + (context.manualBaroCal.map { String($0) } ?? "—")
        return text
    }

    /// The lines around `instants`, with `…` where lines were skipped.
    static func lines(_ all: DeviceTimeline, around instants: [Int64]) -> [String] {
        guard !all.isEmpty else { return ["(no events for this device in the trace)"] }
        // The positions kept and those marked, as sets: a timeline can hold millions of lines.
        var keep = Set<Int>()
        var marked = Set<Int>()
        let targets = instants.isEmpty ? [all.offset(at: 0)] : instants
        for instant in targets {
            let first = all.firstPosition(atOrAfter: instant)
            let at = first < all.count ? first : all.count - 1
            if all.offset(at: at) == instant {
                var i = at
                while i < all.count && all.offset(at: i) == instant {
                    marked.insert(i)
                    i += 1
                }
            }
            for i in max(0, at - context)...min(all.count - 1, at + context) { keep.insert(i) }
        }
        var result: [String] = []
        var previous: Int?
        for i in keep.sorted() {
            if result.count >= maximumLines {
                result.append("…")
                break
            }
            if let previous, previous != i - 1 { result.append("…") }
            result.append(
                (marked.contains(i) ? "> " : "  ") + ExpectationTime.clock(all[i].offset) + "  " + all[i].text)
            previous = i
        }
        return result
    }
}
