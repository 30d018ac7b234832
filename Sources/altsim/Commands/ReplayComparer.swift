import AltitudeEngine
import Foundation
import ScenarioTesting
import Scenarios
import Simulation

/// Compares the lines of a run with the recorded ones as they are produced; keeps the first
/// difference.
final class ReplayComparer: TraceSink {
    /// The first difference.
    struct Divergence {
        /// Index of the event (0 = the first line after the header).
        var index: Int
        var expected: String?
        var got: String?
        var timeNanoseconds: Int64?

        func rendered(traceFile: String, startNanoseconds: Int64) -> String {
            let line = expected ?? got ?? ""
            let fields = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            let type = [fields?["type"] as? String, fields?["event"] as? String].compactMap { $0 }.joined(
                separator: "/")
            var text = "replay: divergence at event #\(index) (line \(index + 2) of \(traceFile))"
            if let timeNanoseconds {
                text += ", t = \(ExpectationTime.clock(timeNanoseconds - startNanoseconds)) (\(timeNanoseconds) ns)"
            }
            if !type.isEmpty { text += ", \(shown(type))" }
            let column = Self.firstDifference(expected, got)
            if let column, expected != nil, got != nil { text += ", first difference at column \(column + 1)" }
            text +=
                "\n  expected: "
                + (expected.map { Self.excerpt($0, around: column ?? 0) } ?? "(end of the recorded trace)")
            text += "\n  got:      " + (got.map { Self.excerpt($0, around: column ?? 0) } ?? "(the replay ended here)")
            return text
        }

        /// Index of the first character where the lines differ.
        static func firstDifference(_ a: String?, _ b: String?) -> Int? {
            guard let a, let b else { return nil }
            var index = 0
            for (x, y) in zip(a, b) {
                if x != y { return index }
                index += 1
            }
            return a.count == b.count ? nil : index
        }

        /// At most 400 characters of `line`, starting up to 120 before `column`, control
        /// characters shown as escapes (a hand-edited trace may hold any byte).
        static func excerpt(_ line: String, around column: Int) -> String {
            let characters = Array(line)
            let start = max(0, min(column - 120, characters.count - 400))
            let end = min(characters.count, start + 400)
            return (start > 0 ? "…" : "") + shown(String(characters[start..<end])) + (end < characters.count ? "…" : "")
        }
    }

    private let expected: [[UInt8]]
    private(set) var compared = 0
    private var first: Divergence?

    init(expected: [[UInt8]]) { self.expected = expected }

    func receive(_ record: TraceRecord, line: [UInt8]) {
        defer { compared += 1 }
        guard first == nil else { return }
        guard compared < expected.count else {
            first = Divergence(
                index: compared, expected: nil, got: String(decoding: line, as: UTF8.self),
                timeNanoseconds: record.timeNanoseconds)
            return
        }
        if expected[compared] != line {
            first = Divergence(
                index: compared, expected: String(decoding: expected[compared], as: UTF8.self),
                got: String(decoding: line, as: UTF8.self), timeNanoseconds: record.timeNanoseconds)
        }
    }

    func finish() {}

    /// The first difference, including a recorded trace longer than the replay.
    func divergence() -> Divergence? {
        if let first { return first }
        guard compared < expected.count else { return nil }
        let line = String(decoding: expected[compared], as: UTF8.self)
        let fields = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        return Divergence(
            index: compared, expected: line, got: nil, timeNanoseconds: (fields?["t"] as? NSNumber)?.int64Value)
    }
}
