public import Scenarios

/// A code whose first appearance differs between two runs: the lane, the code as the lane shows
/// it, and when each run first shows it (or that it never does). These are the A/B table's
/// code rows, so a longer calibration validity reads as "manualBaroCal true: never / 48:00:00".
public struct CodeTimelineDifference: Hashable, Sendable {
    /// The lane ("manualBaroCal", "warningCode").
    public var lane: String
    /// The code as the lane shows it ("true", "836").
    public var label: String
    /// First appearance in run A, ns since A's start; `nil` when A never shows it.
    public var firstInANanoseconds: Int64?
    /// First appearance in run B, ns since B's start; `nil` when B never shows it.
    public var firstInBNanoseconds: Int64?

    /// Creates a difference.
    public init(lane: String, label: String, firstInANanoseconds: Int64?, firstInBNanoseconds: Int64?) {
        self.lane = lane
        self.label = label
        self.firstInANanoseconds = firstInANanoseconds
        self.firstInBNanoseconds = firstInBNanoseconds
    }

    /// The row's name: `first manualBaroCal true`.
    public var name: String { "first \(lane) \(label)" }

    /// A first appearance as a clock time since the run's start, or `never`.
    public static func shown(_ offsetNanoseconds: Int64?) -> String {
        offsetNanoseconds.map(ExpectationTime.clock) ?? "never"
    }

    /// B against A: `B only`, `A only`, `B 01:00:00.000 later` or `B 00:00:05.000 earlier`.
    public var change: String {
        switch (firstInANanoseconds, firstInBNanoseconds) {
        case (nil, _): return "B only"
        case (_, nil): return "A only"
        case (let a?, let b?):
            let later = TimeDifference.saturated(from: a, to: b)
            let magnitude = later == .min ? Int64.max : abs(later)
            return "B " + ExpectationTime.clock(magnitude) + (later > 0 ? " later" : " earlier")
        }
    }

    /// Every code of every lane whose first appearance differs between `a` and `b`, lanes in
    /// A's order (then B's own), codes in the order they first appear in either run.
    public static func between(_ a: ScenarioSeries, _ b: ScenarioSeries) -> [CodeTimelineDifference] {
        let firstA = firstAppearances(a)
        let firstB = firstAppearances(b)
        var lanes = a.codeLanes.map(\.name)
        lanes += b.codeLanes.map(\.name).filter { !lanes.contains($0) }
        var differences: [CodeTimelineDifference] = []
        for lane in lanes {
            let inA = firstA[lane] ?? []
            let inB = firstB[lane] ?? []
            let labels = (inA + inB).sorted { $0.offset < $1.offset }.map(\.label)
            var seen: Set<String> = []
            for label in labels where seen.insert(label).inserted {
                let offsetA = inA.first { $0.label == label }?.offset
                let offsetB = inB.first { $0.label == label }?.offset
                guard offsetA != offsetB else { continue }
                differences.append(
                    CodeTimelineDifference(
                        lane: lane, label: label, firstInANanoseconds: offsetA, firstInBNanoseconds: offsetB))
            }
        }
        return differences
    }

    /// Per lane, each label's first appearance as ns since the run's start, in time order.
    static func firstAppearances(_ series: ScenarioSeries) -> [String: [(label: String, offset: Int64)]] {
        var result: [String: [(label: String, offset: Int64)]] = [:]
        for lane in series.codeLanes {
            var seen: Set<String> = []
            var firsts: [(label: String, offset: Int64)] = []
            for step in lane.steps where !step.label.isEmpty && seen.insert(step.label).inserted {
                firsts.append(
                    (step.label, TimeDifference.saturated(from: series.startNanoseconds, to: step.timeNanoseconds)))
            }
            result[lane.name, default: []] += firsts
        }
        return result
    }
}
