import Testing

@testable import Reports

@Suite("SVG plots")
struct PlotTests {
    static let layout = PlotLayout()
    static let start: Int64 = 1_772_323_200_000_000_000

    static func axis(seconds: Double) -> TimeAxis {
        layout.timeAxis(startNanoseconds: start, endNanoseconds: start + Int64(seconds * 1e9))
    }

    @Test("The legend names only the lines and bands that have data (a recording has no true pressure)")
    func legendOnlyDrawnSeries() {
        let start = Self.axis(seconds: 60).startNanoseconds
        let measured = TimeSeries(timesNanoseconds: [start, start + 30_000_000_000], values: [96_000, 96_001])
        let plot = LinePlot(
            id: "p", title: "t", valueTitle: "pressure (Pa)",
            bands: [
                .init(
                    timesNanoseconds: [], center: [], radius: [],
                    style: SeriesStyle(label: "68 % band", color: "#000000"))
            ],
            lines: [
                .init(series: measured, style: SeriesStyle(label: "measured", color: "#000000")),
                .init(
                    series: TimeSeries(timesNanoseconds: [start], values: [.nan]),
                    style: SeriesStyle(label: "true", color: "#000000")),
            ])
        let svg = plot.svg(axis: Self.axis(seconds: 60), layout: Self.layout)
        let legend =
            svg.components(separatedBy: "class=\"legend\"").dropFirst().first?.components(
                separatedBy: "</g>"
            ).first ?? ""
        #expect(legend.contains(">measured<"))
        #expect(!legend.contains(">true<"))
        #expect(!legend.contains(">68 % band<"))
    }

    @Test("A 2-million-sample line draws at most two points per pixel column")
    func decimatedPath() {
        let count = 2_000_000
        let times = (0..<count).map { Self.start + Int64($0) * 302_400_000 }  // 7 days
        let values = (0..<count).map { Double($0 % 977) }
        let plot = LinePlot(
            id: "p", title: "t", valueTitle: "v (m)",
            lines: [
                .init(
                    series: TimeSeries(timesNanoseconds: times, values: values),
                    style: SeriesStyle(label: "x", color: "#000000"))
            ])
        let svg = plot.svg(axis: Self.axis(seconds: 7 * 86_400), layout: Self.layout)
        let path = svg.components(separatedBy: "class=\"series\" d=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
        let points = path.filter { $0 == "M" || $0 == "L" }.count
        #expect(points <= 2 * Int(Self.layout.plotWidthPixels))
        #expect(points >= Int(Self.layout.plotWidthPixels))
        #expect(svg.utf8.count < 60_000)
    }

    @Test("Floor lines outside the data range are not drawn; lines too close are thinned")
    func floorRules() {
        let series = TimeSeries([(Self.start, 10), (Self.start + 60_000_000_000, 20)])
        let plot = LinePlot(
            id: "p", title: "t", valueTitle: "HAT (m)",
            lines: [.init(series: series, style: SeriesStyle(label: "x", color: "#000000"))],
            rules: [
                .init(value: 15, label: "floor 4"), .init(value: 15.2, label: "mezzanine"),
                .init(value: 500, label: "roof"),
            ])
        let svg = plot.svg(axis: Self.axis(seconds: 60), layout: Self.layout)
        #expect(svg.contains(">floor 4<"))
        #expect(!svg.contains(">mezzanine<"))
        // 0.2 m apart on a ~10 m axis is under 6 px: every second line is drawn (`FloorRules`).
        #expect(svg.components(separatedBy: "class=\"floor\"").count - 1 == 1)
        #expect(!svg.contains(">roof<"))
    }

    @Test("Annotations are numbered in order on line plots and labelled in the events lane")
    func annotations() {
        let notes = [
            Annotation(timeNanoseconds: Self.start + 10_000_000_000, label: "step one", kind: .timelineStep),
            Annotation(
                timeNanoseconds: Self.start + 30_000_000_000, endNanoseconds: Self.start + 40_000_000_000,
                label: "outage", kind: .outage),
        ]
        let series = TimeSeries([(Self.start, 1), (Self.start + 60_000_000_000, 2)])
        let plot = LinePlot(
            id: "p", title: "t", valueTitle: "v",
            lines: [.init(series: series, style: SeriesStyle(label: "x", color: "#000000"))],
            annotations: notes)
        let svg = plot.svg(axis: Self.axis(seconds: 60), layout: Self.layout)
        #expect(svg.contains(">1</text>") && svg.contains(">2</text>"))
        #expect(svg.contains("stroke-dasharray=\"6 2\""))
        let lanes = LaneChart(id: "c", title: "t", lanes: [], annotations: notes).svg(
            axis: Self.axis(seconds: 60), layout: Self.layout)
        #expect(lanes.contains(">1 step one<") && lanes.contains(">2 outage<"))
    }

    @Test("Hostile numbers and instants draw without crashing or writing nan/inf")
    func extremes() {
        let series = TimeSeries(
            timesNanoseconds: [Int64.min, -5, 0, 7, Int64.max],
            values: [.infinity, -.infinity, .nan, 1e308, -1e308])
        for (start, end) in [(Int64.min, Int64.max), (Int64.max, Int64.min), (0, 0), (Int64.max - 5, Int64.max)] {
            let axis = Self.layout.timeAxis(startNanoseconds: start, endNanoseconds: end)
            let plot = LinePlot(
                id: "p", title: "t", valueTitle: "v", bands: [],
                lines: [.init(series: series, style: SeriesStyle(label: "x", color: "#000000"))],
                rules: [.init(value: .nan, label: "n")],
                annotations: [
                    Annotation(timeNanoseconds: Int64.min, endNanoseconds: Int64.max, label: "all", kind: .fault)
                ])
            let svg = plot.svg(axis: axis, layout: Self.layout)
            #expect(!svg.contains("nan") && !svg.contains("inf"), "\(start)…\(end)")
            #expect(axis.ticks.count >= 1)
            _ = elapsedText(nanoseconds: Int64.max, since: Int64.min)
            _ = UTCDate.format(nanoseconds: Int64.min)
        }
    }
}
