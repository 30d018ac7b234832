import Foundation
import Geophysics
import Simulation
import Testing

@testable import Reports

/// The rules of the value plots: robust axes with off-scale markers, floor lines only while
/// inside, breaks where a stream has no data, and detail panels.
@Suite("Value plot rules")
struct ValuePlotRuleTests {
    static let layout = PlotLayout()
    static let start: Int64 = 1_772_323_200_000_000_000
    static func at(_ seconds: Double) -> Int64 { start + Int64(seconds * 1e9) }

    static func axis(seconds: Double) -> TimeAxis {
        layout.timeAxis(startNanoseconds: start, endNanoseconds: at(seconds))
    }

    static func plot(_ series: TimeSeries, rules: [LinePlot.Rule] = [], alwaysOnScale: Bool = false) -> LinePlot {
        LinePlot(
            id: "p", title: "t", valueTitle: "v",
            lines: [
                .init(
                    series: series, style: SeriesStyle(label: "measured", color: "#000000"),
                    alwaysOnScale: alwaysOnScale)
            ],
            rules: rules)
    }

    /// A 1 Hz pressure series around 101 000 Pa with one garbage sample at 300 s.
    static func pressure(garbageAt garbage: Int? = 300) -> TimeSeries {
        let times = (0..<600).map { at(Double($0)) }
        let values = (0..<600).map { (i: Int) -> Double in
            i == garbage ? 12_500_000 : 101_000 + 10 * sin(Double(i) / 30)
        }
        return TimeSeries(timesNanoseconds: times, values: values)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("One garbage sample does not stretch the axis; it is marked off scale with its value")
    func outlierClipped() {
        let svg = Self.plot(Self.pressure()).svg(axis: Self.axis(seconds: 600), layout: Self.layout)
        let range = RobustRange.range(values: Self.pressure().values, fitted: [])
        #expect(range.high < 101_011)
        #expect(!svg.contains(">12500000<"))
        #expect(Self.count("class=\"offscale\"", in: svg) == 1)
        #expect(svg.contains("measured off scale: 12500000"))
        // The line breaks at the off-scale point instead of spiking to the frame.
        #expect(Self.count("class=\"series\"", in: svg) == 2)
        let clean = Self.plot(Self.pressure(garbageAt: nil)).svg(axis: Self.axis(seconds: 600), layout: Self.layout)
        #expect(!clean.contains("offscale"))
        #expect(Self.count("class=\"series\"", in: clean) == 1)
    }

    @Test("A line that always fits widens the axis instead of being clipped")
    func truthFits() {
        let range = RobustRange.range(values: Self.pressure(garbageAt: nil).values, fitted: [12_500_000])
        #expect(range.high == 12_500_000)
        let svg = Self.plot(Self.pressure(), alwaysOnScale: true).svg(
            axis: Self.axis(seconds: 600), layout: Self.layout)
        #expect(!svg.contains("offscale"))
    }

    @Test("A floor line is drawn only over the interval the phone is inside")
    func floorInsideOnly() throws {
        let series = TimeSeries([(Self.start, 0), (Self.at(60), 20)])
        let rule = LinePlot.Rule(value: 10, label: "floor 3", intervals: [Self.at(20)...Self.at(40)])
        let axis = Self.axis(seconds: 60)
        let svg = Self.plot(series, rules: [rule]).svg(axis: axis, layout: Self.layout)
        #expect(Self.count("class=\"floor\"", in: svg) == 1)
        let spans = FloorRules.pixelSpans(rule.intervals, axis: axis)
        let span = try #require(spans.first)
        #expect(abs(span.lowerBound - axis.x(Self.at(20))) < 0.01)
        #expect(abs(span.upperBound - axis.x(Self.at(40))) < 0.01)
        #expect(svg.contains("x1=\"\(n(axis.x(Self.at(20))))\""))
        #expect(svg.contains("x2=\"\(n(axis.x(Self.at(40))))\" y2=\"119\" class=\"floor\""))
        let outside = LinePlot.Rule(value: 10, label: "floor 3", intervals: [Self.at(100)...Self.at(200)])
        let none = Self.plot(series, rules: [outside]).svg(axis: axis, layout: Self.layout)
        #expect(!none.contains("class=\"floor\""))
    }

    @Test("A tall building's floors are thinned to every k-th and labels never overlap")
    func tallBuildingThinned() {
        let series = TimeSeries([(Self.start, 0), (Self.at(60), 300)])
        let rules = (0..<100).map { LinePlot.Rule(value: 1 + 3 * Double($0), label: "floor \($0)") }
        let svg = Self.plot(series, rules: rules).svg(axis: Self.axis(seconds: 60), layout: Self.layout)
        let lines = Self.count("class=\"floor\"", in: svg)
        #expect(lines >= 10 && lines <= 40)
        #expect(svg.contains(">floor 0<"))
        #expect(!svg.contains(">floor 1<"))
        let labelYs = svg.components(separatedBy: "<text ").compactMap { element -> Double? in
            guard element.contains("fill=\"\(Palette.floor)\"") else { return nil }
            let y = element.components(separatedBy: "y=\"").dropFirst().first?.prefix { $0 != "\"" }
            return y.flatMap { Double(String($0)) }
        }.sorted()
        #expect(labelYs.count >= 5)
        for (a, b) in zip(labelYs, labelYs.dropFirst()) { #expect(b - a >= FloorRules.labelSpacingPixels) }
    }

    @Test("A pause of more than ten median intervals breaks the line")
    func gapBreaksPath() {
        // 1 Hz GNSS-like stream over 3 h with a 90-minute outage in the middle.
        let seconds = (0..<10_800).filter { $0 < 3600 || $0 >= 9000 }
        let series = TimeSeries(
            timesNanoseconds: seconds.map { Self.at(Double($0)) }, values: seconds.map { 3 + Double($0 % 7) })
        #expect(GapThreshold.nanoseconds(count: series.count, time: { series.timesNanoseconds[$0] }) == 10e9)
        let svg = Self.plot(series).svg(axis: Self.axis(seconds: 10_800), layout: Self.layout)
        #expect(Self.count("class=\"series\"", in: svg) == 2)
        let all = Array(0..<10_800)
        let whole = TimeSeries(
            timesNanoseconds: all.map { Self.at(Double($0)) }, values: all.map { 3 + Double($0 % 7) })
        let joined = Self.plot(whole).svg(axis: Self.axis(seconds: 10_800), layout: Self.layout)
        #expect(Self.count("class=\"series\"", in: joined) == 1)
    }

    static func run(expectations: [ExpectationResult], lanes: [CodeLane] = []) -> ReportedRun {
        let times = (0..<3600).map { at(Double($0)) }
        let values = (0..<3600).map { (i: Int) -> Double in 50 + Double(i / 600) * 3.5 }
        let height = TimeSeries(timesNanoseconds: times, values: values)
        return ReportedRun(
            name: "tower", path: "x.scenario", seed: 1, verdict: .failed, expectations: expectations,
            series: ScenarioSeries(
                startNanoseconds: start, endNanoseconds: at(3600), truePressurePa: height,
                hae: HeightSeries(truth: height), codeLanes: lanes))
    }

    @Test("A failed expectation and a warning's first occurrence each get a zoomed detail panel")
    func detailPanels() throws {
        let failed = ExpectationResult(
            text: "expect floor error <= 0", location: "x:3:1", passed: false, reproduceCommand: "altsim run x",
            instantsNanoseconds: [Self.at(1800)])
        let held = ExpectationResult(
            text: "expect ok", location: "x:4:1", passed: true, reproduceCommand: "altsim run x",
            instantsNanoseconds: [Self.at(100)])
        let lane = CodeLane(
            name: "warningCode",
            steps: [
                .init(timeNanoseconds: Self.start, label: "0"), .init(timeNanoseconds: Self.at(900), label: "836"),
                .init(timeNanoseconds: Self.at(905), label: "0"), .init(timeNanoseconds: Self.at(1000), label: "836"),
            ])
        let panels = DetailPanel.panels(for: Self.run(expectations: [failed, held], lanes: [lane]))
        #expect(panels.count == 2)
        let first = try #require(panels.first)
        #expect(first.title.hasPrefix("✗ expect floor error <= 0 around +00:30:00"))
        #expect(first.startNanoseconds == Self.at(1740) && first.endNanoseconds == Self.at(1860))
        #expect(panels.last?.title == "First warningCode 836 at +00:15:00")
        let document = ReportDocument(
            title: "r", generatedBy: "t", scenarios: [Self.run(expectations: [failed, held], lanes: [lane])])
        let html = HTMLReport.render(document)
        #expect(html.contains("<figure class=\"detail\" id=\"s1-d1\">"))
        #expect(html.contains("id=\"s1-d1-hae\"") && html.contains("id=\"s1-d2-pressure\""))
        #expect(html.contains("class=\"highlight\""))
        let passing = HTMLReport.render(
            ReportDocument(title: "r", generatedBy: "t", scenarios: [Self.run(expectations: [held])]))
        #expect(!passing.contains("class=\"detail\""))
        let comparison = ComparisonReport(
            title: "ab", generatedBy: "t", labelA: "off", labelB: "on",
            a: Self.run(expectations: [held]), b: Self.run(expectations: [held], lanes: [lane]))
        let ab = HTMLReport.render(comparison)
        #expect(ab.contains("<figure class=\"detail\" id=\"ab-d1\">"))
        #expect(ab.contains("B on: First warningCode 836 at +00:15:00"))
        #expect(ab.contains("id=\"ab-d1-hae\""))
    }

    @Test("Floor lines carry the intervals the truth puts the phone inside the building")
    func insideIntervalsFromTruth() {
        let b = RunSeriesBuilderTests.self
        let visits: [(Double, Int?)] = [(0, nil), (10, 0), (20, 0), (30, nil), (40, 0), (45, 0)]
        let records = visits.map { seconds, building in
            TraceRecord(
                timeNanoseconds: b.at(seconds), deviceIndex: 0,
                event: .pressureSample(
                    measuredPa: 100_000, truth: b.truth(haeMeters: 410, pressurePa: 100_000, building: building)))
        }
        let building = Building(
            name: "B", centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 10, depthMeters: 10,
            floorCount: 2, lobbyHeightMeters: 5, floorHeightMeters: 3)
        let series = RunSeriesBuilder(
            deviceIndex: 0, floorPlans: [.init(building: building, groundHAEMeters: 400)]
        ).series(records: records, startNanoseconds: b.start, endNanoseconds: b.at(60))
        #expect(series.floorLines.count == 2)
        #expect(series.floorLines.first?.insideNanoseconds == [b.at(10)...b.at(30), b.at(40)...b.at(60)])
    }
}
