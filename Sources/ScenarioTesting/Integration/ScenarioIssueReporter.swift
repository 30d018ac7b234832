import Testing
public import XCTest

/// Sends failure messages to a test framework.
///
/// A struct of one closure: `.swiftTesting` records Swift Testing issues, `.xcTest(self)`
/// records XCTest failures on a test case, `.automatic` picks Swift Testing inside a `@Test`
/// and `XCTFail` otherwise, and tests of this module collect messages with a closure.
public struct ScenarioIssueReporter: Sendable {
    /// Reports one failure.
    public var report: @Sendable (_ message: String, _ location: ReportLocation) -> Void

    /// Creates a reporter from a closure.
    public init(report: @escaping @Sendable (_ message: String, _ location: ReportLocation) -> Void) {
        self.report = report
    }

    /// Records `Issue.record(_:sourceLocation:)` at the location.
    public static let swiftTesting = ScenarioIssueReporter { message, location in
        let name = location.filePath.split(separator: "/").last.map(String.init) ?? location.filePath
        let source = Testing.SourceLocation(
            fileID: "scenario/\(name)", filePath: location.filePath,
            line: location.line, column: location.column)
        Issue.record(Comment(rawValue: message), sourceLocation: source)
    }

    /// Records a failure on an XCTest case at the location (XCTest's `recordFailure`, so the
    /// failure points at the `.scenario` line).
    public static func xcTest(_ testCase: XCTestCase) -> ScenarioIssueReporter {
        let box = UncheckedBox(testCase)
        return ScenarioIssueReporter { message, location in
            box.value.recordFailure(
                withDescription: message, inFile: location.filePath, atLine: location.line,
                expected: true)
        }
    }

    /// `XCTFail(_:file:line:)` at a Swift line (when no test case is at hand).
    public static func xcFail(file: StaticString = #filePath, line: UInt = #line) -> ScenarioIssueReporter {
        let box = UncheckedBox((file, line))
        return ScenarioIssueReporter { message, location in
            XCTFail("\(location): \(message)", file: box.value.0, line: box.value.1)
        }
    }

    /// Swift Testing inside a `@Test`, otherwise `XCTFail` at the caller's line.
    public static func automatic(file: StaticString = #filePath, line: UInt = #line) -> ScenarioIssueReporter {
        let fallback = xcFail(file: file, line: line)
        return ScenarioIssueReporter { message, location in
            if Test.current != nil {
                swiftTesting.report(message, location)
            } else {
                fallback.report(message, location)
            }
        }
    }
}
