/// A zoomed view below a run's main plots: a window around a failed expectation's instants or
/// around the first occurrence of a warning code, with its own value axes, so a one-floor error
/// that a 200 m axis hides is visible.
///
/// Window rule: from the first instant minus a margin to the last instant plus the margin; the
/// margin is a quarter of the instants' spread and at least `minimumMarginNanoseconds`, and the
/// window is clipped to the run. A failed expectation without instants gets no panel.
struct DetailPanel: Hashable, Sendable {
    /// What the panel shows ("✗ expect … around +00:05:00").
    var title: String
    /// Window start, ns since the Unix epoch.
    var startNanoseconds: Int64
    /// Window end, ns since the Unix epoch.
    var endNanoseconds: Int64
    /// The instants marked in the panel, ns since the Unix epoch.
    var instantsNanoseconds: [Int64]

    /// The smallest margin either side of the instants: one minute.
    static let minimumMarginNanoseconds: Int64 = 60_000_000_000
    /// Name of the code lane whose first occurrences get a panel.
    static let warningLaneName = "warningCode"

    /// The panels of a run: failed expectations first (scenario order), then warning codes
    /// (order of first occurrence); "0" and empty lane values are not warnings.
    static func panels(for run: ReportedRun) -> [DetailPanel] {
        let series = run.series
        var panels: [DetailPanel] = []
        for expectation in run.expectations where !expectation.passed {
            let instants = expectation.instantsNanoseconds
            guard let first = instants.min(), let last = instants.max(),
                let window = window(from: first, to: last, series: series)
            else { continue }
            let words = "✗ " + expectation.text + " around " + elapsedText(nanoseconds: first, since: window.runStart)
            panels.append(
                DetailPanel(
                    title: words, startNanoseconds: window.start, endNanoseconds: window.end,
                    instantsNanoseconds: instants))
        }
        var seen: Set<String> = []
        for lane in series.codeLanes where lane.name == warningLaneName {
            for step in lane.steps where !step.label.isEmpty && step.label != "0" && !seen.contains(step.label) {
                seen.insert(step.label)
                let t = step.timeNanoseconds
                guard let window = window(from: t, to: t, series: series) else { continue }
                let words =
                    "First warningCode " + step.label + " at " + elapsedText(nanoseconds: t, since: window.runStart)
                panels.append(
                    DetailPanel(
                        title: words, startNanoseconds: window.start, endNanoseconds: window.end,
                        instantsNanoseconds: [t]))
            }
        }
        return panels
    }

    /// The window around `first…last` inside the run, or `nil` when the instants lie outside it.
    static func window(from first: Int64, to last: Int64, series: ScenarioSeries) -> (
        start: Int64, end: Int64, runStart: Int64
    )? {
        let runStart = series.startNanoseconds
        let runEnd = series.endNanoseconds
        guard last >= runStart, first <= runEnd, runEnd > runStart else { return nil }
        let margin = max(minimumMarginNanoseconds, TimeDifference.saturated(from: first, to: last) / 4)
        let start = TimeDifference.saturated(from: runStart, to: first) > margin ? first - margin : runStart
        let end = TimeDifference.saturated(from: last, to: runEnd) > margin ? last + margin : runEnd
        return end > start ? (start, end, runStart) : nil
    }
}
