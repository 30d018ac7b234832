import Simulation
import Testing

@testable import Reports

/// Code lanes stay readable at any run length: markers for short values, summaries for bursts,
/// a legend of the codes each lane shows (`Docs/reference/sdk.md`, "Codes").
@Suite("Code lanes")
struct CodeLaneTests {
    static let layout = PlotLayout()
    static let start: Int64 = 1_772_323_200_000_000_000

    static func axis(seconds: Double) -> TimeAxis {
        layout.timeAxis(startNanoseconds: start, endNanoseconds: start + Int64(seconds * 1e9))
    }

    /// A warningCode step at `seconds` after the start, named from the code table.
    static func warning(_ code: Int, at seconds: Double) -> CodeLane.Step {
        let entry = CodeMeanings.warningCode(code)
        return CodeLane.Step(
            timeNanoseconds: start + Int64(seconds * 1e9), label: entry.label, name: entry.name,
            meaning: entry.meaning)
    }

    static func render(_ steps: [CodeLane.Step], seconds: Double) -> String {
        LaneChart(id: "c", title: "codes", lanes: [CodeLane(name: "warningCode", steps: steps)], annotations: [])
            .svg(axis: axis(seconds: seconds), layout: layout)
    }

    @Test("A one-second warning in a 15-minute run is a marker with its code, name and a hover title")
    func shortInterval() {
        let svg = Self.render(
            [Self.warning(0, at: 0), Self.warning(836, at: 300), Self.warning(0, at: 301)], seconds: 900)
        #expect(svg.contains("class=\"code-marker\""))
        #expect(svg.contains(">836 highPressureChange</text>"))
        #expect(svg.contains("<title>warningCode 836 highPressureChange: high change in pressure"))
        #expect(svg.contains("<title>warningCode 0 none: no warning from 00:00 to 05:00</title>"))
    }

    @Test("Warnings too close to label one by one are summarised with their count and time range")
    func burst() {
        var steps = [Self.warning(0, at: 0)]
        for seconds in [300.0, 302, 606, 608] {
            steps += [Self.warning(836, at: seconds), Self.warning(0, at: seconds + 1)]
        }
        let svg = Self.render(steps, seconds: 7200)
        #expect(svg.contains(">836 × 4 between 00:05 and 00:10</text>"))
        #expect(svg.components(separatedBy: "class=\"code-label\"").count - 1 == 1)
    }

    @Test("Thousands of changes in a day stay one summary and a small drawing")
    func longBurst() {
        var steps = [CodeLane.Step(timeNanoseconds: Self.start, label: "RUNNING")]
        for i in 0..<5000 {
            steps.append(
                .init(
                    timeNanoseconds: Self.start + 43_200_000_000_000 + Int64(i) * 1_000_000_000,
                    label: i % 2 == 0 ? "2002" : "0"))
        }
        steps.append(.init(timeNanoseconds: Self.start + 50_000_000_000_000, label: "STOPPED"))
        let chart = LaneChart(
            id: "c", title: "codes", lanes: [CodeLane(name: "statusCode", steps: steps)], annotations: [])
        let svg = chart.svg(axis: Self.axis(seconds: 86_400), layout: Self.layout)
        #expect(svg.contains(">2002 × 2500, 0 × 2499 between 12:00 and 13:23</text>"))
        #expect(svg.components(separatedBy: "class=\"code-marker\"").count < 120)
        #expect(svg.contains(">RUNNING<"))
        #expect(svg.contains(">STOPPED<"))
    }

    @Test("A week of fetches among start-up codes is one shaded band with one short label")
    func weekOfFetches() throws {
        var steps = ["801", "802", "803", "830", "832", "833", "800"].enumerated().map { index, label in
            CodeLane.Step(timeNanoseconds: Self.start + Int64(index) * 1_000_000_000, label: label)
        }
        // 834 → 830 on every fetch, every 100 s for a week.
        for fetch in 0..<6000 {
            let at = Self.start + 10_000_000_000 + Int64(fetch) * 100_000_000_000
            steps.append(.init(timeNanoseconds: at, label: "834"))
            steps.append(.init(timeNanoseconds: at + 1_000_000_000, label: "830"))
        }
        let svg = Self.render(steps, seconds: 7 * 86_400)
        let labels = svg.components(separatedBy: "class=\"code-label\"").dropFirst()
        #expect(labels.count == 1)
        #expect(svg.contains(">830 × 6001, 834 × 6000, 801 × 1, 5 other values × 5 between 00:00 and 6 d 22:38</text>"))
        #expect(svg.components(separatedBy: "class=\"code-burst\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "class=\"code-marker\"").count - 1 == 2)
    }

    @Test("Summaries pushed against the right edge never overlap the one before them")
    func labelsNeverOverlap() throws {
        // Two bursts close together near the end of the axis: the second label, pushed left to end
        // at the plot's edge, would run into the first; they become one.
        var steps = [Self.warning(0, at: 0)]
        for seconds in Array(stride(from: 6000.0, to: 6400, by: 20)) + Array(stride(from: 6900.0, to: 7190, by: 10)) {
            steps += [Self.warning(836, at: seconds), Self.warning(0, at: seconds + 1)]
        }
        let svg = Self.render(steps, seconds: 7200)
        let pattern = /<text x="([0-9.]+)" y="[^"]*" class="code-label"[^>]*>([^<]*)<\/text>/
        let labels = svg.matches(of: pattern).map { (x: Double($0.output.1) ?? -1, text: String($0.output.2)) }
        let starts = labels.map(\.x)
        let texts = labels.map(\.text)
        #expect(!starts.isEmpty && starts.count == texts.count)
        for index in starts.indices.dropFirst() {
            let previousEnd = starts[index - 1] + Legend.textWidth(texts[index - 1], fontSize: LaneSteps.fontSize)
            #expect(starts[index] >= previousEnd, "label \(texts[index]) overlaps \(texts[index - 1])")
        }
    }

    @Test("Each lane's legend lists the codes it shows with their meanings")
    func legend() {
        let chart = LaneChart(
            id: "c", title: "codes",
            lanes: [
                CodeLane(name: "warningCode", steps: [Self.warning(0, at: 0), Self.warning(836, at: 300)]),
                CodeLane(
                    name: "SDK status",
                    steps: [SDKStatusCode.initialising, .initialised, .waitingForCloud].enumerated().map {
                        let entry = CodeMeanings.sdkStatus($0.element)
                        return CodeLane.Step(
                            timeNanoseconds: Self.start + Int64($0.offset), label: entry.label, name: entry.name,
                            meaning: entry.meaning)
                    }),
            ], annotations: [])
        let lines = chart.legendLines(widthPixels: 2000)
        #expect(
            lines == [
                "warningCode: 0 none — no warning · 836 highPressureChange — high change in pressure (pressure filter)",
                "SDK status: 801 initialising — initialising · 800 initialised — initialised · "
                    + "834 waitingForCloud — waiting for the cloud (assistance request sent)",
            ])
        let svg = chart.svg(axis: Self.axis(seconds: 900), layout: Self.layout)
        #expect(svg.contains("class=\"code-legend\""))
        #expect(svg.contains(">801 → 800 at 00:00</text>"), "values held for a moment at the start, in order")
    }

    @Test("Every SDK, error, warning and service code has a name and a meaning")
    func everyCodeNamed() {
        for code in SDKStatusCode.allCases { #expect(!CodeMeanings.sdkStatus(code).meaning.isEmpty) }
        for code in AltitudeErrorCode.allCases { #expect(!CodeMeanings.errorCode(code.rawValue).name.isEmpty) }
        for code in AltitudeWarningCode.allCases { #expect(!CodeMeanings.warningCode(code.rawValue).name.isEmpty) }
        for code in ServiceStatusCode.allCases {
            let entry = CodeMeanings.serviceStatus(code.rawValue)
            #expect(!entry.name.isEmpty && Int(entry.name) == nil, "a name, not the number")
        }
        #expect(CodeMeanings.errorCode(999).meaning == "not a documented code")
    }

    @Test("World events too close for their own label share one in the events row, all listed on hover")
    func crowdedEvents() {
        let notes = ["start the SDK", "filters pressure", "start altitude every 1 s"].map {
            Annotation(timeNanoseconds: Self.start, label: $0, kind: .timelineStep)
        }
        let svg = LaneChart(id: "c", title: "t", lanes: [], annotations: notes).svg(
            axis: Self.axis(seconds: 900), layout: Self.layout)
        #expect(svg.contains(">1–3 start the SDK …</text>"))
        #expect(svg.contains("1 start the SDK; 2 filters pressure; 3 start altitude every 1 s</title>"))
    }
}
