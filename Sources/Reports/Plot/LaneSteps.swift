/// Draws one step lane so that every change can be read at any run length: an interval wide
/// enough is a box (labelled when the label fits), a shorter one is a marker with its code and
/// name beside it, and markers whose labels would collide are summarised as one label
/// ("836 × 4 between 05:00 and 10:06"); a burst of many markers is one shaded band. Every box,
/// marker and band carries an SVG `<title>`.
struct LaneSteps {
    /// One value's interval on the axis, px.
    struct Interval {
        var x1: Double
        var x2: Double
        var step: CodeLane.Step
        var endNanoseconds: Int64
    }

    /// A set of markers shown with one label.
    struct Group {
        var intervals: [Interval]
        /// The value in force before the group, left out of its counts ("0" around 836 bursts).
        var baseline: String?
        var labelX: Double
        var text: String
    }

    /// How many values a burst's label names (the most frequent); the rest are counted together.
    static let namedBurstValues = 3
    /// A group of more markers than this is drawn as one shaded band from its first change to its
    /// last (a solid row of markers says nothing more and hides the row).
    static let bandMarkerCount = 12
    /// Markers closer than this to the one before belong to the same burst, however long its
    /// label has grown (an unbroken burst is one group, not split where a label happens to end), px.
    static let burstGapPixels = 8.0
    /// Intervals narrower than this are drawn as markers, px.
    static let markerPixels = 4.0
    /// Font size of the labels, px.
    static let fontSize = 10.0

    var lane: CodeLane
    var axis: TimeAxis
    var rowTop: Double

    /// Every non-empty value's interval, in time order (zero-width ones included: they are changes).
    var intervals: [Interval] {
        let left = axis.leftPixels
        let right = axis.leftPixels + axis.widthPixels
        var result: [Interval] = []
        for (index, step) in lane.steps.enumerated() where !step.label.isEmpty {
            let next = index + 1 < lane.steps.count ? lane.steps[index + 1].timeNanoseconds : axis.endNanoseconds
            let x1 = min(max(axis.x(step.timeNanoseconds), left), right)
            let x2 = min(max(axis.x(next), left), right)
            result.append(Interval(x1: x1, x2: max(x1, x2), step: step, endNanoseconds: next))
        }
        return result
    }

    /// Draws the lane's boxes, markers and labels.
    func draw(into svg: inout SVGWriter) {
        let all = intervals
        let groups = markerGroups(all)
        let taken = groups.map { ($0.labelX, $0.labelX + Legend.textWidth($0.text, fontSize: Self.fontSize)) }
        for interval in all where interval.x2 - interval.x1 >= Self.markerPixels {
            drawBox(interval, labelled: !Self.needsMarker(interval), avoiding: taken, into: &svg)
        }
        for group in groups {
            defer {
                svg.label(
                    group.text, x: group.labelX, y: rowTop + 16,
                    [("class", "code-label"), ("font-size", "10")] + SVGWriter.halo)
            }
            if group.intervals.count > Self.bandMarkerCount {
                drawBand(group, into: &svg)
                continue
            }
            // One marker per pixel column: a long run's thousand changes stay a small drawing.
            var column: [Interval] = []
            for interval in group.intervals {
                if let first = column.first, interval.x1 - first.x1 >= 1 {
                    drawMarker(column, baseline: group.baseline, into: &svg)
                    column.removeAll()
                }
                column.append(interval)
            }
            drawMarker(column, baseline: group.baseline, into: &svg)
        }
    }

    /// The short intervals, grouped so that no two labels overlap.
    func markerGroups(_ all: [Interval]) -> [Group] {
        let right = axis.leftPixels + axis.widthPixels
        var groups: [Group] = []
        for (index, interval) in all.enumerated() where Self.needsMarker(interval) {
            if var last = groups.last,
                interval.x1 < last.labelX + Legend.textWidth(last.text, fontSize: Self.fontSize) + 6
                    || interval.x1 - (last.intervals.last?.x1 ?? -.infinity) < Self.burstGapPixels
            {
                last.intervals.append(interval)
                last.text = Self.summary(last.intervals, baseline: last.baseline, axis: axis)
                last.labelX = Self.labelX(last.intervals, text: last.text, right: right)
                groups[groups.count - 1] = last
                continue
            }
            let baseline = index > 0 ? all[index - 1].step.label : nil
            let text = Self.summary([interval], baseline: baseline, axis: axis)
            groups.append(
                Group(
                    intervals: [interval], baseline: baseline,
                    labelX: Self.labelX([interval], text: text, right: right), text: text))
        }
        return mergingOverlaps(groups)
    }

    /// Merges neighbouring groups whose labels still overlap (a label pushed left to end at the
    /// plot's right edge can run into the one before it) until no two overlap.
    func mergingOverlaps(_ groups: [Group]) -> [Group] {
        let right = axis.leftPixels + axis.widthPixels
        var merged: [Group] = []
        for group in groups {
            var current = group
            while let last = merged.last,
                current.labelX < last.labelX + Legend.textWidth(last.text, fontSize: Self.fontSize) + 6
            {
                merged.removeLast()
                let intervals = last.intervals + current.intervals
                let text = Self.summary(intervals, baseline: last.baseline, axis: axis)
                current = Group(
                    intervals: intervals, baseline: last.baseline,
                    labelX: Self.labelX(intervals, text: text, right: right), text: text)
            }
            merged.append(current)
        }
        return merged
    }

    /// Whether an interval is too narrow for its value: it then gets a marker and a label beside it.
    static func needsMarker(_ interval: Interval) -> Bool {
        let width = interval.x2 - interval.x1
        return width < markerPixels || Legend.textWidth(interval.step.label, fontSize: fontSize) + 6 > width
    }

    /// Where a group's label starts: right of its first marker, or ending at the plot's right edge.
    static func labelX(_ intervals: [Interval], text: String, right: Double) -> Double {
        let start = (intervals.first?.x1 ?? 0) + 7
        return min(start, right - Legend.textWidth(text, fontSize: fontSize))
    }

    /// "836 highPressureChange" for one marker; "801 → 800 → 830 at 00:00" for a few distinct
    /// values; "836 × 4 between 05:00 and 10:06" (each value with its count) for a burst.
    static func summary(_ all: [Interval], baseline: String?, axis: TimeAxis) -> String {
        guard let only = all.first else { return "" }
        if all.count == 1 { return only.step.title }
        let changes = all.filter { $0.step.label != baseline }
        let intervals = changes.isEmpty ? all : changes
        guard let first = intervals.first, let last = intervals.last else { return "" }
        var order: [String] = []
        var counts: [String: Int] = [:]
        for interval in intervals {
            if counts[interval.step.label] == nil { order.append(interval.step.label) }
            counts[interval.step.label, default: 0] += 1
        }
        let values: String
        if order.count == intervals.count && order.count <= 8 {
            values = order.joined(separator: " → ")
        } else {
            // The most frequent values by name, the rest counted: a week of fetches (834 → 830
            // every few minutes) among a handful of start-up codes stays one short line.
            let ranked = order.enumerated().sorted {
                let (a, b) = (counts[$0.element] ?? 0, counts[$1.element] ?? 0)
                return a != b ? a > b : $0.offset < $1.offset
            }.map(\.element)
            let named = ranked.prefix(Self.namedBurstValues)
            var parts = named.map { "\($0) × \(counts[$0] ?? 0)" }
            let others = ranked.dropFirst(Self.namedBurstValues)
            if !others.isEmpty {
                let count = others.map { counts[$0] ?? 0 }.reduce(0, +)
                parts.append("\(others.count) other value\(others.count == 1 ? "" : "s") × \(count)")
            }
            values = parts.joined(separator: ", ")
        }
        let from = clock(first.step.timeNanoseconds, axis: axis)
        let to = clock(last.step.timeNanoseconds, axis: axis)
        return values + (from == to ? " at \(from)" : " between \(from) and \(to)")
    }

    /// Time since the axis start: "mm:ss" under an hour, else "hh:mm" ("2 d 03:10" past a day).
    static func clock(_ timeNanoseconds: Int64, axis: TimeAxis) -> String {
        let seconds = max(0, TimeDifference.saturated(from: axis.startNanoseconds, to: timeNanoseconds) / 1_000_000_000)
        let span = TimeDifference.saturated(from: axis.startNanoseconds, to: axis.endNanoseconds) / 1_000_000_000
        if span < 3600 { return UTCDate.two(seconds / 60) + ":" + UTCDate.two(seconds % 60) }
        let days = seconds / 86_400
        let clock = UTCDate.two((seconds / 3600) % 24) + ":" + UTCDate.two((seconds / 60) % 60)
        return days > 0 ? "\(days) d " + clock : clock
    }

    /// The hover text of an interval: value, name, meaning and when it held.
    func hover(_ interval: Interval) -> String {
        let meaning = interval.step.meaning.isEmpty ? "" : ": " + interval.step.meaning
        let from = Self.clock(interval.step.timeNanoseconds, axis: axis)
        let to = Self.clock(interval.endNanoseconds, axis: axis)
        return lane.name + " " + interval.step.title + meaning + (from == to ? " at \(from)" : " from \(from) to \(to)")
    }

    private func drawBox(
        _ interval: Interval, labelled: Bool, avoiding taken: [(Double, Double)], into svg: inout SVGWriter
    ) {
        let y = rowTop + 4
        let height = LaneChart.rowPixels - 8
        svg.open("g", [("class", "code-box")])
        svg.element("title", [], text: hover(interval))
        svg.element(
            "rect",
            [
                ("x", n(interval.x1)), ("y", n(y)), ("width", n(interval.x2 - interval.x1)), ("height", n(height)),
                ("fill", "#e8f0f8"), ("stroke", "#335577"), ("stroke-width", "1"),
            ])
        svg.close("g")
        guard labelled else { return }
        // Inside the box, moved right past any marker label it would run into.
        for text in [interval.step.title, interval.step.label] {
            let width = Legend.textWidth(text, fontSize: Self.fontSize)
            var x = interval.x1 + 3
            for range in taken where range.0 < x + width + 4 && range.1 + 4 > x { x = range.1 + 4 }
            guard x + width <= interval.x2 - 3 else { continue }
            svg.label(text, x: x, y: rowTop + 16, [("font-size", "10")] + SVGWriter.halo)
            return
        }
    }

    /// A burst too dense for markers: one shaded band from its first change to its last, with a
    /// marker at each end and the burst's summary on hover.
    private func drawBand(_ group: Group, into svg: inout SVGWriter) {
        guard let first = group.intervals.first, let last = group.intervals.last else { return }
        svg.open("g", [("class", "code-burst")])
        svg.element("title", [], text: lane.name + " " + group.text)
        svg.element(
            "rect",
            [
                ("x", n(first.x1)), ("y", n(rowTop + 3)), ("width", n(max(1, last.x1 - first.x1))),
                ("height", n(LaneChart.rowPixels - 6)), ("fill", "#C0392B"), ("fill-opacity", "0.18"),
                ("stroke", "none"),
            ])
        svg.close("g")
        drawMarker([first], baseline: group.baseline, into: &svg)
        drawMarker([last], baseline: group.baseline, into: &svg)
    }

    private func drawMarker(_ column: [Interval], baseline: String?, into svg: inout SVGWriter) {
        guard let interval = column.first else { return }
        let x = interval.x1
        let top = rowTop + 3
        svg.open("g", [("class", "code-marker")])
        let text =
            column.count == 1 ? hover(interval) : lane.name + " " + Self.summary(column, baseline: baseline, axis: axis)
        svg.element("title", [], text: text)
        svg.element(
            "path",
            [
                (
                    "d",
                    "M" + n(x - 3.5) + " " + n(top) + "L" + n(x + 3.5) + " " + n(top) + "L" + n(x) + " " + n(top + 6)
                        + "Z" + "M" + n(x) + " " + n(top + 6) + "L" + n(x) + " " + n(rowTop + LaneChart.rowPixels - 3)
                ),
                ("fill", "#C0392B"), ("stroke", "#C0392B"), ("stroke-width", "1.5"),
            ])
        svg.close("g")
    }
}
