import Foundation
import Testing

@testable import Scenarios

@Suite struct SmokeTests {
    @Test("The issue's example parses without errors and prints canonically")
    func example() throws {
        let url = Support.fixtures.appendingPathComponent("elevator-front.scenario")
        let text = try String(contentsOf: url, encoding: .utf8)
        let source = SourceFile(path: "elevator-front.scenario", text: text)
        let (file, diagnostics) = ScenarioParser.parse(source)
        #expect(diagnostics.render(sources: [source]) == "")
        print(ScenarioPrinter.print(file))
    }
}
