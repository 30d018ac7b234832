import AltitudeSimTestSupport
import Foundation
import Testing

@Suite("altsim run output files")
struct OutputFileTests {
    @Test("--report, --junit and --json write files describing the run")
    func outputs() throws {
        let folder = try Altsim.scratch("outputs")
        let html = folder.appendingPathComponent("out/report.html").path
        let junit = folder.appendingPathComponent("out/junit.xml").path
        let json = folder.appendingPathComponent("out/results.json").path
        let result = try Altsim.run([
            "run", Altsim.fixture("holds.scenario"), Altsim.fixture("fails.scenario"),
            "--report", html, "--junit", junit, "--json", json, "--quiet",
        ])
        #expect(result.status == 1, "stderr: \(result.stderr)")

        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("Fixture: a phone on a table"))
        #expect(page.contains("Fixture: an impossible expectation"))
        #expect(page.contains("<svg"))
        #expect(!page.contains("<script"))

        let data = try #require(FileManager.default.contents(atPath: json))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["verdict"] as? String == "failed")
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 2)
        #expect(scenarios.map { $0["verdict"] as? String } == ["passed", "failed"])
        for scenario in scenarios {
            #expect((scenario["traceHash"] as? String)?.count == 16)
            let accuracy = try #require(scenario["accuracy"] as? [String: Any])
            #expect(accuracy["p80AbsHAEErrorMeters"] is NSNumber, "a run with callbacks has accuracy figures")
            #expect(accuracy["timeToFirstFixSeconds"] is NSNumber)
        }
        let failing = try #require(scenarios[1]["expectations"] as? [[String: Any]])
        let failed = try #require(failing.first { $0["passed"] as? Bool == false })
        #expect((failed["reproduceCommand"] as? String)?.hasPrefix("altsim run ") == true)
        #expect((failed["location"] as? String)?.contains("fails.scenario:") == true)

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testcase"))
        #expect(xml.contains("<failure"))
        if let xmllint = Altsim.findExecutable("xmllint") {
            let schema = PackagePaths.url("Tests/ReportsTests/Fixtures/junit.xsd").path
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", "--schema", schema, junit]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "the JUnit XML validates against the schema")
        } else {
            Issue.record("xmllint is missing: install libxml2-utils (`make test` does) to validate the JUnit XML")
        }
    }

    @Test("A broken file among good ones: exit 2, the others still run, the JSON lists every file in order")
    func brokenAmongGood() throws {
        let folder = try Altsim.scratch("mixed")
        for (name, fixture) in [
            ("a.scenario", "holds.scenario"), ("b.scenario", "broken.scenario"), ("c.scenario", "holds.scenario"),
        ] {
            try FileManager.default.copyItem(
                atPath: Altsim.fixture(fixture), toPath: folder.appendingPathComponent(name).path)
        }
        let json = folder.appendingPathComponent("r.json").path
        let result = try Altsim.run(["run", folder.path, "--json", json])
        #expect(result.status == 2)
        #expect(result.stderr.contains("b.scenario:2:"))
        #expect(result.stdout.contains("3 scenarios: 2 passed, 0 failed, 1 error"))
        let data = try #require(FileManager.default.contents(atPath: json))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["verdict"] as? String } == ["passed", "error", "passed"])
        #expect((scenarios[1]["errorMessage"] as? String)?.contains("error:") == true)
    }

    @Test("The outputs are identical for identical runs (no clock time in them)")
    func deterministic() throws {
        var texts: [String] = []
        let folder = try Altsim.scratch("same")
        for _ in 0..<2 {
            // The same command line (it is quoted in `generatedBy`), run twice.
            let json = folder.appendingPathComponent("r.json").path
            _ = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--json", json, "--quiet"])
            texts.append(try String(contentsOfFile: json, encoding: .utf8))
        }
        #expect(texts[0] == texts[1])
        #expect(!texts[0].isEmpty)
    }
}
