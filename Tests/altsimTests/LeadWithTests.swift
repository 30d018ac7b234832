import AltitudeSimTestSupport
import Foundation
import Testing

@testable import altsim

@Suite("altsim run --lead-with")
struct LeadWithTests {
    @Test("The header comment gives configurations A and B; the other lines are the caption, 'Look at' first")
    func header() {
        let text = """
            # Demo: a door slams.
            # compare A: name=off filters=none

            # compare b: name=on filters=pressure
            # Look at the warningCode lane
            # at 00:05.
            # The end.
            scenario "x"
            # not part of the header
            """
        let header = LeadingComparisons.header(ofScenarioText: text)
        #expect(header.configurationA == "name=off filters=none")
        #expect(header.configurationB == "name=on filters=pressure")
        #expect(header.caption == "Look at the warningCode lane at 00:05. Demo: a door slams. The end.")
    }

    /// A copy of the table fixture with both configurations in its header, in a scratch folder.
    static func leadFixture(header: String) throws -> (folder: URL, file: String) {
        let folder = try Altsim.scratch("lead-with")
        let body = try String(contentsOfFile: Altsim.fixture("holds.scenario"), encoding: .utf8)
        let file = folder.appendingPathComponent("lead.scenario").path
        try (header + body).write(toFile: file, atomically: true, encoding: .utf8)
        return (folder, file)
    }

    @Test("The report opens with the comparison and its sentence; verdicts and exit status are the run's")
    func report() throws {
        let (folder, file) = try Self.leadFixture(
            header: "# compare A: name=off filters=none\n# compare B: name=on filters=pressure\n# Look here.\n")
        let report = folder.appendingPathComponent("report.html").path
        let result = try Altsim.run(["run", file, "--lead-with", file, "--report", report, "--quiet"])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("1 scenario: 1 passed, 0 failed, 0 errors"))
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("Look here."))
        #expect(html.contains("A/B: Fixture: a phone on a table"))
        #expect(html.contains("id=\"ab1-pressure\""))
        let lead = html.range(of: "Look here.")
        let library = html.range(of: "The library: every scenario")
        #expect(lead != nil && library != nil && lead!.lowerBound < library!.lowerBound)
    }

    @Test("A file without both configurations, or no --report, is bad input before anything runs")
    func refused() throws {
        let (folder, file) = try Self.leadFixture(header: "# compare A: filters=none\n")
        let report = folder.appendingPathComponent("report.html").path
        let missing = try Altsim.run(["run", file, "--lead-with", file, "--report", report])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("has no '# compare A: CONFIG' and '# compare B: CONFIG' lines"))
        #expect(!missing.stdout.contains("1 scenario"))
        let noReport = try Altsim.run(["run", file, "--lead-with", file])
        #expect(noReport.status == 2)
        #expect(noReport.stderr.contains("--lead-with needs --report FILE.html"))
    }

    @Test("Each demo scenario names both configurations, and make demo leads with every one, in the order given")
    func demoScenarios() throws {
        let folder = PackagePaths.url("scenarios/demo").path
        let files = try LeadingComparisons.files([folder])
        #expect(files.count == 4)
        let makefile = try String(contentsOf: PackagePaths.url("Makefile"), encoding: .utf8)
        let story = makefile.split(separator: "\n").first { $0.hasPrefix("DEMO_STORY = ") }
        let names = story.map { $0.dropFirst("DEMO_STORY = ".count).split(separator: " ").map(String.init) } ?? []
        #expect(Set(names.map { folder + "/" + $0 + ".scenario" }) == Set(files))
        let given = names.map { folder + "/" + $0 + ".scenario" }
        #expect(try LeadingComparisons.files(given) == given)
    }
}
