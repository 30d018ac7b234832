import Foundation
public import ScenarioTesting
import Scenarios

/// Writes and reads the fuzz corpus: shrunk failing cases as canonical `.scenario` files whose
/// leading comments name the seed, the violated invariant and the shrink.
public enum CorpusFile {
    /// The header comment and canonical text of a shrunk case.
    public static func text(_ result: Shrinker.Result, invariant: Invariant, rootSeed: UInt64, index: Int) -> String {
        var header = [
            "# altsim fuzz: root seed \(rootSeed), case \(index), case seed \(result.shrunk.seed)",
            "# violated invariant: \(invariant.rawValue) (\(invariant.summary))",
        ]
        if let violation = result.violations.first(where: { $0.invariant == invariant }) {
            header.append("# first violation: \(violation.description)")
        }
        header.append("# shrunk: \(result.summary) in \(result.runs) runs")
        header.append(
            "# reproduce: altsim fuzz --seed \(rootSeed) --case \(index)   (or: altsim fuzz --replay THIS-FILE)")
        let body = result.shrunk.scenario().scenario.map { ScenarioPrinter.print($0) } ?? result.shrunk.text
        return header.joined(separator: "\n") + "\n" + body
    }

    /// Writes the file `<invariant>-<seed hex>.scenario` into `directory` (created if needed)
    /// and returns its path; an existing file there that is not a regular file is refused.
    public static func write(
        _ result: Shrinker.Result, invariant: Invariant, rootSeed: UInt64, index: Int,
        directory: String
    ) throws(OutputFileError) -> String {
        let path = (directory as NSString).appendingPathComponent(
            "\(invariant.rawValue)-\(String(result.shrunk.seed, radix: 16)).scenario")
        try OutputFile.write(
            text(result, invariant: invariant, rootSeed: rootSeed, index: index), to: path, role: "corpus file")
        return path
    }

    /// The invariant a corpus file says it violated (from its `# violated invariant:` line).
    public static func declaredInvariant(in text: String) -> Invariant? {
        for line in text.split(separator: "\n") where line.hasPrefix("# violated invariant: ") {
            let name = line.dropFirst("# violated invariant: ".count).prefix { $0 != " " }
            return Invariant(rawValue: String(name))
        }
        return nil
    }

    /// The `.scenario` files under `directory`, sorted (none when it does not exist).
    public static func files(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".scenario") }.sorted().map {
            (directory as NSString).appendingPathComponent($0)
        }
    }
}
