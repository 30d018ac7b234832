internal import Foundation

/// Simulated and real ``FieldStatistics`` side by side: one row per statistic with both values and
/// their ratio (sim / real), each ratio judged against the band 0.75…1.25 (within 25 %).
public struct FieldComparison: Sendable, Equatable {
    /// One statistic of both sides.
    public struct Row: Sendable, Equatable {
        /// What is measured (`Allan deviation τ = 1 s`), with its unit.
        public var name: String
        /// The unit of both values (`Pa`, `m`, `s`, `Hz`, `%`).
        public var unit: String
        /// The simulated value, `nil` when the runs gave none.
        public var sim: Double?
        /// The value of the recordings, `nil` when they gave none.
        public var real: Double?

        /// sim / real, `nil` when either is missing or real is 0.
        public var ratio: Double? {
            guard let sim, let real, real != 0 else { return nil }
            return sim / real
        }

        /// Whether the ratio lies within ``FieldComparison/band`` (`false` without a ratio).
        public var isWithin: Bool { ratio.map { FieldComparison.band.contains($0) } ?? false }

        /// Whether the row is judged: the recordings give a value (a statistic they cannot show,
        /// such as τ = 60 s without a still minute, is not judged on either side).
        public var isJudged: Bool { real != nil }
    }

    /// The ratios that count as agreeing: within 25 % of real.
    public static let band: ClosedRange<Double> = 0.75...1.25

    /// The rows, in the order of Docs/field-logs.md.
    public var rows: [Row]
    /// The simulated side.
    public var sim: FieldStatistics
    /// The real side.
    public var real: FieldStatistics

    /// Pairs the two sides.
    public init(sim: FieldStatistics, real: FieldStatistics) {
        self.sim = sim
        self.real = real
        var rows: [Row] = []
        for (index, tau) in FieldStatistics.allanTausSeconds.enumerated() {
            rows.append(
                Row(
                    name: "Allan deviation τ = \(Int(tau)) s", unit: "Pa", sim: sim.allan[index].deviationPa,
                    real: real.allan[index].deviationPa))
        }
        rows.append(
            Row(name: "pressure step per storey", unit: "Pa", sim: sim.stepPerStoreyPa, real: real.stepPerStoreyPa))
        rows.append(Row(name: "pressure sample rate", unit: "Hz", sim: sim.sampleRateHz, real: real.sampleRateHz))
        rows.append(
            Row(
                name: "gap share (> 2 × median interval)", unit: "%", sim: sim.gapShare.map { $0 * 100 },
                real: real.gapShare.map { $0 * 100 }))
        for (side, pick) in [
            ("outdoor", \FieldStatistics.outdoorAccuracyMeters), ("indoor", \FieldStatistics.indoorAccuracyMeters),
        ] {
            for (label, part) in [("p10", \FieldStatistics.Percentiles.p10), ("median", \.median), ("p90", \.p90)] {
                rows.append(
                    Row(
                        name: "\(side) accuracy \(label)", unit: "m", sim: sim[keyPath: pick]?[keyPath: part],
                        real: real[keyPath: pick]?[keyPath: part]))
            }
        }
        rows.append(
            Row(
                name: "entrance to accuracy > 50 m", unit: "s", sim: sim.entranceToCoarseSeconds,
                real: real.entranceToCoarseSeconds))
        rows.append(
            Row(
                name: "engine indoor-detection delay", unit: "s", sim: sim.detectionDelaySeconds,
                real: real.detectionDelaySeconds))
        self.rows = rows
    }

    /// Judged rows whose ratio lies outside the band or is missing.
    public var outside: [Row] { rows.filter { $0.isJudged && !$0.isWithin } }

    /// The judged rows.
    public var judged: [Row] { rows.filter(\.isJudged) }

    /// The table as text: `statistic | sim | real | ratio`, a `!` after a judged ratio outside the
    /// band (or missing), the columns aligned.
    public var table: String {
        let header = ["statistic", "sim", "real", "ratio"]
        let cells = rows.map { row in
            [
                row.name + " (" + row.unit + ")", Self.format(row.sim), Self.format(row.real),
                (row.ratio.map { String(format: "%.2f", $0) } ?? "—") + (!row.isJudged || row.isWithin ? "" : " !"),
            ]
        }
        let widths = (0..<header.count).map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return column == 0 ? text + padding : padding + text
            }.joined(separator: " | ")
        }
        return
            ([line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")]
            + cells.map(line)).joined(separator: "\n")
    }

    /// A value with three significant digits (`—` for none).
    public static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "—" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return String(format: "%.\(decimals)f", value)
    }
}
