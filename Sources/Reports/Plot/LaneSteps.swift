/// Draws one step lane so that every change can be read at any run length: an interval wide
/// enough is a box (labelled when the label fits), a shorter one is a marker with its code and
/// name beside it, and markers whose labels would collide are summarised as one label
/// ("836 × 4 between 05:00 and 10:06"). Every box and marker carries an SVG `<title>`.
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
            svg.label(
                group.text, x: group.labelX, y: rowTop + 16,
                [("class", "code-label"), ("font-size", "10")] + SVGWriter.halo)
        }
    }

    /// The short intervals, grouped so that no two labels overlap.
    func markerGroups(_ all: [Interval]) -> [Group] {
        let right = axis.leftPixels + axis.widthPixels
        var groups: [Group] = []
        for (index, interval) in all.enumerated() where Self.needsMarker(interval) {
            if var last = groups.last,
                interval.x1 < last.labelX + Legend.textWidth(last.text, fontSize: Self.fontSize) + 6
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
        return groups
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
        let values =
            order.count == intervals.count && order.count <= 8
            ? order.joined(separator: " → ")
            : order.map { "\($0) × \(counts[$0] ?? 0)" }.joined(separator: ", ")
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
