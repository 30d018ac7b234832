/// JUnit XML for CI systems (Jenkins, GitLab, GitHub annotations): one `<testsuite>` holding
/// one `<testcase>` per run; a failed run has one `<failure>` listing its failed expectations, a run that
/// could not complete an `<error>`. No timestamps, so identical input gives identical bytes.
///
/// Test case names are the scenario names; when the same scenario appears more than once
/// (a seed sweep) each name gets " [seed N]". The class name is the scenario's path.
///
/// Rows one run does not judge (`sometimes …`, `… across seeds`): a run with only such rows is
/// itself skipped; in a run that also has judged rows, each of them follows the run's test case
/// as a skipped test case of its own, named "RUN: EXPECTATION" (a test case holds one `<skipped>`,
/// and the run's own verdict stays the judged rows').
public enum JUnitReport {
    /// Renders the document as JUnit XML.
    public static func render(_ document: ReportDocument) -> String {
        let scenarios = document.scenarios
        let failures = scenarios.filter { $0.verdict == .failed }.count
        let errors = scenarios.filter { $0.verdict == .error }.count
        let unjudgedRows = scenarios.map(notJudgedRows)
        let rowCount = unjudgedRows.map(\.count).reduce(0, +)
        let skipped = scenarios.filter(isSkipped).count + rowCount
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts =
            " name=\"\(attr(document.title))\" tests=\"\(scenarios.count + rowCount)\" failures=\"\(failures)\" errors=\"\(errors)\""
        xml += "<testsuites" + counts + ">\n"
        xml += "  <testsuite" + counts + " skipped=\"\(skipped)\" id=\"0\">\n"
        xml +=
            "    <properties>\n      <property name=\"generatedBy\" value=\"\(attr(document.generatedBy))\"/>\n    </properties>\n"
        var nameCounts: [String: Int] = [:]
        for scenario in scenarios { nameCounts[scenario.name, default: 0] += 1 }
        for (scenario, rows) in zip(scenarios, unjudgedRows) {
            let name = (nameCounts[scenario.name] ?? 0) > 1 ? scenario.name + " [seed \(scenario.seed)]" : scenario.name
            xml += "    <testcase name=\"\(attr(name))\" classname=\"\(attr(scenario.path))\">\n"
            switch scenario.verdict {
            case .passed:
                if isSkipped(scenario) {
                    let count = scenario.expectations.notJudgedCount
                    let message =
                        "\(count) expectation\(count == 1 ? "" : "s") not judged in one run (judged across seeds)"
                    xml += "      <skipped message=\"\(attr(message))\"/>\n"
                }
            case .failed:
                // One <failure> per test case (some CI systems show only the first): the message
                // names the first failed expectation, the body lists every failed one.
                let failed = scenario.expectations.filter { !$0.passed }
                var message = failed.first?.text ?? "scenario failed"
                if failed.count > 1 { message += " (and \(failed.count - 1) more)" }
                let body = failed.map { failureBody($0, seed: scenario.seed) }.joined(separator: "\n\n")
                xml +=
                    "      <failure message=\"\(attr(message))\" type=\"expectation\">" + MarkupEscaping.escape(body)
                    + "</failure>\n"
            case .error:
                let message = scenario.errorMessage ?? "the run could not complete"
                xml +=
                    "      <error message=\"\(attr(message))\" type=\"error\">\(MarkupEscaping.escape(message))</error>\n"
            }
            xml += "      <system-out>" + MarkupEscaping.escape(systemOut(scenario)) + "</system-out>\n"
            xml += "    </testcase>\n"
            for row in rows { xml += skippedRowCase(row, runName: name, path: scenario.path) }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The text inside a `<failure>`: where, seed, details, reproduce command.
    static func failureBody(_ expectation: ExpectationResult, seed: UInt64) -> String {
        var lines = ["\(expectation.location): expectation failed: \(expectation.text)", "seed: \(seed)"]
        lines += expectation.detailLines
        lines.append("reproduce: " + expectation.reproduceCommand)
        return lines.joined(separator: "\n")
    }

    /// A passed run whose every expectation is not judged in one run: it is reported skipped,
    /// since nothing in it held.
    static func isSkipped(_ scenario: ReportedRun) -> Bool {
        scenario.verdict == .passed && scenario.expectations.judgedCount == 0
            && scenario.expectations.notJudgedCount > 0
    }

    /// The not-judged rows of a run that also has judged rows (finished runs only), each to be
    /// reported as a skipped test case of its own; none for a run `isSkipped` reports whole.
    static func notJudgedRows(_ scenario: ReportedRun) -> [ExpectationResult] {
        guard scenario.verdict != .error, scenario.expectations.judgedCount > 0 else { return [] }
        return scenario.expectations.filter { !$0.judged }
    }

    /// A skipped test case for one not-judged row of the run `runName`: its location and why.
    static func skippedRowCase(_ row: ExpectationResult, runName: String, path: String) -> String {
        let message = "not judged in one run (judged across seeds): \(row.location)"
        return "    <testcase name=\"\(attr(runName + ": " + row.text))\" classname=\"\(attr(path))\">\n"
            + "      <skipped message=\"\(attr(message))\"/>\n"
            + "      <system-out>" + MarkupEscaping.escape(row.detailLines.joined(separator: "\n")) + "</system-out>\n"
            + "    </testcase>\n"
    }

    /// Seed, verdict, expectations held and not judged, and accuracy figures, for people reading the CI log.
    static func systemOut(_ scenario: ReportedRun) -> String {
        let cells = SummaryTable.figureCells(scenario.accuracy)
        let expectations = scenario.expectations
        let unjudged = expectations.notJudgedCount > 0 ? ", \(expectations.notJudgedCount) not judged" : ""
        return "seed \(scenario.seed): \(scenario.verdict.label); "
            + "\(expectations.heldCount) of \(expectations.judgedCount) expectations held\(unjudged); p80 |HAE err| \(cells[0]), bias \(cells[1]), "
            + "68 % coverage \(cells[2]), 90 % coverage \(cells[3]), first fix \(cells[4])"
    }

    private static func attr(_ text: String) -> String {
        MarkupEscaping.escapeAttribute(text)
    }
}
