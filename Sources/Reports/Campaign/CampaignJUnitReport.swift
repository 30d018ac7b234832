import ScenarioTesting

/// JUnit XML of a campaign (`--seeds LIST --junit FILE`): one `<testsuite>` per scenario, one
/// `<testcase>` per expectation and device judged over the seeds; a failed one carries the
/// campaign's failure text (share, failing seeds, first failing run, reproduce command), a
/// scenario whose runs could not be set up one `<error>` case. No timestamps.
public enum CampaignJUnitReport {
    /// Renders the document as JUnit XML.
    public static func render(_ document: CampaignDocument) -> String {
        let cases = document.entries.map { max(1, $0.report?.rows.count ?? 1) }.reduce(0, +)
        let failures = document.entries.compactMap(\.report).flatMap(\.failures).count
        let errors = document.entries.filter { $0.report == nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(attr(document.title))\" tests=\"\(cases)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for (index, entry) in document.entries.enumerated() { xml += suite(entry, id: index, document: document) }
        xml += "</testsuites>\n"
        return xml
    }

    static func suite(_ entry: CampaignDocument.Entry, id: Int, document: CampaignDocument) -> String {
        let rows = entry.report?.rows ?? []
        let failures = rows.filter { !$0.passed }.count
        var xml =
            "  <testsuite name=\"\(attr(entry.path))\" tests=\"\(max(1, rows.count))\" failures=\"\(failures)\" errors=\"\(entry.report == nil ? 1 : 0)\" id=\"\(id)\">\n"
        xml += "    <properties>\n"
        xml += "      <property name=\"generatedBy\" value=\"\(attr(document.generatedBy))\"/>\n"
        xml += "      <property name=\"seeds\" value=\"\(attr(document.seedText))\"/>\n"
        xml += "      <property name=\"tags\" value=\"\(attr(entry.tags.map(\.rawValue).joined(separator: ", ")))\"/>\n"
        xml += "    </properties>\n"
        guard let report = entry.report else {
            let message = entry.errorMessage ?? "the runs could not be set up"
            xml += "    <testcase name=\"\(attr(entry.name))\" classname=\"\(attr(entry.path))\">\n"
            xml +=
                "      <error message=\"\(attr(message))\" type=\"error\">\(MarkupEscaping.escape(message))</error>\n"
            return xml + "    </testcase>\n  </testsuite>\n"
        }
        for row in rows {
            let name = ScenarioReport.location(row.expectation) + " " + row.expectation.text + report.deviceTag(row)
            xml += "    <testcase name=\"\(attr(name))\" classname=\"\(attr(entry.path))\">\n"
            if !row.passed {
                xml +=
                    "      <failure message=\"\(attr(row.expectation.text))\" type=\"campaign\">"
                    + MarkupEscaping.escape(report.failureText(row)) + "</failure>\n"
            }
            let seen = row.pooled.map(\.summary) ?? "holds in \(row.holdingRuns) of \(row.runs) runs"
            xml += "      <system-out>" + MarkupEscaping.escape(seen) + "</system-out>\n"
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }
}

extension CampaignJUnitReport {
    static func attr(_ text: String) -> String { MarkupEscaping.escapeAttribute(text) }
}
