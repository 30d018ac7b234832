import Foundation
import ScenarioTesting
import Scenarios
import Simulation
import Testing

@testable import Reports

/// The campaign outputs (`altsim run … --seeds LIST --report/--json/--junit`): the accuracy
/// table by tag with the published figures, the CDF plots drawn in headless Chromium, valid
/// JUnit XML and JSON with the documented keys.
@Suite("Campaign reports")
struct CampaignReportTests {
    /// A run whose errors rise evenly from 0 to `scaleMeters`.
    static func run(seed: UInt64, scaleMeters: Double) -> RunAccuracy {
        RunAccuracy(
            seed: seed, deviceName: "caller", absoluteErrorsMeters: (0..<120).map { Double($0) / 119 * scaleMeters },
            floor: RunTally(count: 20, inside: 19), u68: RunTally(count: 120, inside: 80),
            u90: RunTally(count: 120, inside: 108))
    }

    /// Two tagged scenarios over seeds 1…4 (one passing with no expectations, one whose runs could
    /// not be set up) and an untagged one.
    static func document() -> CampaignDocument {
        let seeds: [UInt64] = [1, 2, 3, 4]
        let reports = seeds.map { seed in
            ScenarioReport(
                facts: RunFacts(
                    devices: [.init(name: "caller")], startNanoseconds: 0, durationNanoseconds: 60_000_000_000,
                    seed: seed, scenarioPath: "scenarios/accuracy/a.scenario"), verdicts: [])
        }
        let accuracy = AccuracyCampaign(scenarios: [
            .init(
                path: "scenarios/accuracy/a.scenario", tags: [.denseUrban, .highSite, .storm, .budgetPhone],
                runs: seeds.map { Self.run(seed: $0, scaleMeters: 4 + Double($0)) }),
            .init(
                path: "scenarios/accuracy/b.scenario", tags: [.rural, .lowSite, .calm, .standardPhone],
                runs: seeds.map { Self.run(seed: $0, scaleMeters: 2 + Double($0) * 0.2) }),
        ])
        return CampaignDocument(
            title: "AltitudeSim accuracy campaign", generatedBy: "altsim run scenarios/accuracy --seeds 1...4",
            engine: "AltitudeEngine", seeds: seeds,
            entries: [
                .init(
                    path: "scenarios/accuracy/a.scenario", name: "A <tower>",
                    tags: [.denseUrban, .highSite, .storm, .budgetPhone], report: CampaignReport(runs: reports)),
                .init(
                    path: "scenarios/accuracy/b.scenario", name: "B", tags: [.rural, .lowSite, .calm, .standardPhone],
                    report: nil, errorMessage: "ERROR b (seed 2): the engine stopped"),
            ],
            accuracy: accuracy)
    }

    @Test("The HTML page holds the table by group, the published figures and one CDF plot per dimension")
    func html() {
        let html = CampaignHTMLReport.render(Self.document())
        for name in ["all", "dense-urban", "rural", "low-site", "high-site", "calm", "storm", "budget-phone"] {
            #expect(html.contains("<td>\(name)</td>"), "group \(name)")
        }
        #expect(html.contains("FCC z-axis rule"))
        #expect(html.contains("NextNav, CTIA Stage Z test bed (2018)"))
        #expect(html.contains("A &lt;tower&gt;"))
        #expect(html.contains("ERROR b (seed 2): the engine stopped"))
        for index in 1...4 { #expect(html.contains("id=\"cdf\(index)\""), "plot \(index)") }
        #expect(!html.contains("id=\"cdf5\""))
        #expect(CampaignHTMLReport.render(Self.document()) == html, "not byte-identical for identical input")
    }

    @Test("The CDF plot is a step line per group on an axis that reaches the published figures")
    func plot() throws {
        let groups = Self.document().accuracy.groups
        // The largest p95 (dense-urban, about 7.2 m) × 1.25, rounded up to a whole metre.
        #expect(CDFPlot.axisMaximumMeters(groups) == 9)
        let svg = CDFPlot(groups: Array(groups.prefix(2)), maximumErrorMeters: 9).svg(id: "p")
        #expect(svg.components(separatedBy: "<path").count - 1 == 2)
        #expect(svg.contains("FCC 3 m / 80 %"))
        #expect(svg.contains("NextNav 94 %"))
    }

    @Test("The JSON names every group's figures with their intervals")
    func json() {
        let json = CampaignJSONReport.render(Self.document())
        #expect(json.contains("\"kind\": \"campaign\""))
        #expect(json.contains("\"p80\": {"))
        #expect(json.contains("\"interval95\": ["))
        #expect(json.contains("\"tags\": ["))
        #expect(json.contains("\"verdict\": \"error\""))
        #expect(json.contains("\"within3Meters\": 0.94"))
    }

    @Test("The JUnit XML is valid against the schema (xmllint --schema)")
    func junit() throws {
        let xmllint = try #require(
            ChromiumRenderTests.findExecutable("xmllint"),
            "xmllint is missing: install libxml2-utils (`bash tools/install-deps.sh`, or `make test`).")
        let directory = try TestFiles.scratch("campaign-junit")
        let file = directory.appendingPathComponent("junit.xml")
        let xml = CampaignJUnitReport.render(Self.document())
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let result = try ChromiumRenderTests.run(
            xmllint, ["--noout", "--schema", TestFiles.fixture("junit.xsd").path, file.path])
        #expect(result.status == 0, "xmllint: \(result.stderr)")
        #expect(xml.contains("<error message=\"ERROR b (seed 2): the engine stopped\""))
    }

    @Test("The campaign page loads in headless Chromium without errors and draws every CDF plot")
    func chromium() throws {
        let chromium = try #require(
            ChromiumRenderTests.findExecutable("chromium"),
            "chromium is not installed: run `bash tools/install-deps.sh --with-chromium` (as root) or `make test`.")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsim-campaign-chromium-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("campaign.html")
        try CampaignHTMLReport.render(Self.document()).write(to: page, atomically: true, encoding: .utf8)
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=" + directory.appendingPathComponent("profile").path,
        ]
        let dump = try ChromiumRenderTests.run(chromium, common + ["--dump-dom", page.absoluteString])
        #expect(dump.status == 0, "chromium --dump-dom exited with \(dump.status)")
        let problems = dump.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("net::ERR") }
        #expect(problems.isEmpty, "Chromium reported: \(problems.joined(separator: "\n"))")
        for index in 1...4 {
            let svg = try #require(
                ChromiumRenderTests.element(id: "cdf\(index)", in: dump.stdout), "plot cdf\(index) missing")
            #expect(ChromiumRenderTests.hasDrawnPath(svg), "plot cdf\(index) is blank")
        }
    }
}
