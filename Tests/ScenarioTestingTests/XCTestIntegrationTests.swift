import ScenarioTesting
import XCTest

/// The XCTest path: a holding scenario reports nothing through `.xcTest(self)`; a failing one
/// is checked through a collecting reporter (a real XCTest failure would fail this suite).
final class XCTestIntegrationTests: XCTestCase {
    func testHoldingScenarioReportsNothing() throws {
        let report = try checkScenario(
            FakeScenario.make(lines: ["expect status 200"]), seed: 2, reporter: .xcTest(self))
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.verdicts.count, 1)
    }

    func testAutomaticReporterOutsideSwiftTestingUsesXCTest() throws {
        // Outside a @Test, `.automatic` must not call Issue.record; a holding check reports nothing.
        let report = try checkScenario(FakeScenario.make(lines: ["expect error 0"]), seed: 2)
        XCTAssertTrue(report.passed)
    }
}
