import AltitudeSimTestSupport
import Foundation
import Scenarios
import Testing

/// Mutated library scenarios through the whole front end: whatever the text, the semantic
/// pass and the printer never crash, and a scenario that compiles still round-trips.
@Suite("Semantic pass on mutated scenarios")
struct SemanticFuzzTests {
    static let words = [
        "99999999999999 h", "-5 floors", "0 s", "floor 9999", "by 1e300 Pa", "at 99:99", "for 1e18 s",
        "1e308 m", "-1e308 Pa", "day 99999 00:00", "\"\"", "× 0 m", "9223372036854775807", "nan", "; ;", "over 1e15 d",
    ]

    @Test("Random mutations of every library scenario", arguments: ScenarioSupport.libraryFiles)
    func mutations(path: String) throws {
        let original = try String(contentsOfFile: path, encoding: .utf8)
        // Seeded by the file's name, not its absolute path: the same mutations in every checkout.
        let name = URL(fileURLWithPath: path).lastPathComponent
        var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        for _ in 0..<25 {
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for _ in 0..<3 {
                let index = Int.random(in: 0..<lines.count, using: &rng)
                var tokens = lines[index].split(separator: " ").map(String.init)
                guard !tokens.isEmpty else { continue }
                let position = Int.random(in: 0..<tokens.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: tokens[position] = Self.words.randomElement(using: &rng) ?? ""
                case 1: tokens.remove(at: position)
                default:
                    lines.remove(at: index)
                    continue
                }
                lines[index] = tokens.joined(separator: " ")
            }
            let loaded = ScenarioLoader().loadScenario(
                source: SourceFile(path: path, text: lines.joined(separator: "\n")))
            _ = loaded.renderDiagnostics()
            if let scenario = loaded.scenario {
                let again = ScenarioSupport.reparsed(scenario)
                #expect(again?.withoutSourceLocations() == scenario.withoutSourceLocations())
            }
        }
    }
}
