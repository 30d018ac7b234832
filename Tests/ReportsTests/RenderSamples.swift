import Foundation
import Testing

@testable import Reports

/// Writes sample reports for a person to look at when `ALTSIM_REPORT_SAMPLES` names a folder
/// (`ALTSIM_REPORT_SAMPLES=/tmp/samples swift test --filter RenderSamples`); otherwise checks
/// only that the comparison sample renders.
@Suite("Sample reports")
struct RenderSamples {
    @Test("The sample comparison and run reports render")
    func samples() throws {
        let comparison = HTMLReport.render(ComparisonReportTests.comparison())
        #expect(comparison.hasSuffix("</html>\n"))
        guard let folder = ProcessInfo.processInfo.environment["ALTSIM_REPORT_SAMPLES"] else { return }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try comparison.write(to: url.appendingPathComponent("compare.html"), atomically: true, encoding: .utf8)
        let document = SyntheticReports.document()
        try HTMLReport.render(document).write(
            to: url.appendingPathComponent("report.html"), atomically: true, encoding: .utf8)
        try JUnitReport.render(document).write(
            to: url.appendingPathComponent("junit.xml"), atomically: true, encoding: .utf8)
        try JSONReport.render(document).write(
            to: url.appendingPathComponent("results.json"), atomically: true, encoding: .utf8)
    }
}
