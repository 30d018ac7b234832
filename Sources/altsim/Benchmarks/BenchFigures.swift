import Foundation
import Scenarios

/// Named figures of one benchmark run, printable as a table or as one JSON object.
struct BenchFigures {
    /// Figures in the order the table shows them; JSON sorts the keys.
    var entries: [(key: String, value: Double)] = []
    /// Title line of the table.
    var title: String

    mutating func add(_ key: String, _ value: Double) { entries.append((key, value)) }

    /// One JSON object, keys sorted, numbers printed with enough digits to round-trip.
    var json: String {
        let fields = entries.sorted { $0.key < $1.key }.map { entry in
            "\"\(entry.key)\":" + (entry.value.isFinite ? "\(entry.value)" : "null")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A readable two-column table.
    var table: String {
        let width = (entries.map(\.key.count).max() ?? 0) + 2
        var text = title + "\n"
        for entry in entries {
            text +=
                entry.key.padding(toLength: width, withPad: " ", startingAt: 0) + String(format: "%12.3f", entry.value)
                + "\n"
        }
        return text.trimmingCharacters(in: .newlines)
    }
}
