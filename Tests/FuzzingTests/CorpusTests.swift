import Foundation
import Fuzzing
import ScenarioTesting
import Testing

/// The fuzz corpus as regression tests: every `.scenario` file in `Tests/FuzzCorpus/scenarios/`
/// (shrunk failures whose bug has been fixed, and chosen generated cases) must keep every
/// invariant. `Tests/FuzzCorpus/known-failures/` holds open engine bugs and is not run here.
@Suite("Fuzz corpus")
struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus/scenarios").path

    static let files = CorpusFile.files(in: folder).map { ($0 as NSString).lastPathComponent }

    @Test("The corpus folder holds scenarios")
    func corpusIsNotEmpty() {
        #expect(!Self.files.isEmpty, "no .scenario files in \(Self.folder)")
    }

    @Test("Every corpus scenario keeps every invariant", arguments: files)
    func corpusScenarioHolds(file: String) throws {
        let path = (Self.folder as NSString).appendingPathComponent(file)
        let scenario = try ScenarioExecution.load(path: path)
        let violations = FuzzRunner().run(scenario).observation.violations
        let listing = violations.map { "  " + $0.description }.joined(separator: "\n")
        #expect(violations.isEmpty, "\(path):\n\(listing)\nreproduce: altsim fuzz --replay \(path)")
    }
}
