import AltitudeSimTestSupport
import Foundation

/// Reading the import graph from the package's own files.
enum ModuleGraph {
    /// Targets that are examples, not modules of the table.
    static let examples: Set<String> = ["ExampleISAEngine", "ExampleAppViewModel"]

    /// The text of `path`, relative to the package root (empty when unreadable, so the tests
    /// fail on their expectations rather than crash).
    static func read(_ path: String) -> String {
        (try? String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Each `.target`, `.executableTarget` and `.systemLibrary` of `Package.swift` with the names
    /// in its `dependencies` list (empty when it has none). Test targets are left out.
    static func declaredDependencies(packageSwift: String) -> [String: Set<String>] {
        let pattern = #/\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"(?<name>[^"]+)"(?<rest>[^)]*)/#
        var result: [String: Set<String>] = [:]
        for match in packageSwift.matches(of: pattern) {
            var dependencies: Set<String> = []
            if let list = match.output.rest.firstMatch(of: #/dependencies:\s*\[(?<list>[^\]]*)\]/#) {
                for name in list.output.list.matches(of: #/"(?<name>[^"]+)"/#) {
                    dependencies.insert(String(name.output.name))
                }
            }
            result[String(match.output.name)] = dependencies
        }
        return result
    }

    /// The module table's rows: the first column's module name and the last column's list
    /// (`—` is empty; `all` is `nil`).
    static func tableRows(architecture: String) -> [String: Set<String>?] {
        var rows: [String: Set<String>?] = [:]
        for line in architecture.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let last = cells.last else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if last == "all" {
                rows[name] = .some(nil)
            } else {
                let names = last.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                rows[name] = Set(names.filter { $0 != "—" && !$0.isEmpty })
            }
        }
        return rows
    }

    /// Where a target's sources live.
    static func sourceFolder(of module: String) -> URL {
        switch module {
        case "ExampleISAEngine": PackagePaths.url("Examples/ISAEngine/Sources/ISAEngine")
        case "ExampleAppViewModel": PackagePaths.url("Examples/AppViewModel/Sources/AppViewModel")
        default: PackagePaths.url("Sources/" + module)
        }
    }

    /// The modules each Swift file under `folder` imports (any access level or attribute),
    /// keyed by the file's path relative to the package root.
    static func imports(under folder: URL) throws -> [(file: String, modules: Set<String>)] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return [] }
        let pattern =
            #/
            ^\s* (?:@\w+\s+)* (?:(?:public|package|internal|fileprivate|private)\s+)?
            import\s+ (?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)? (?<module>\w+)
            /#
        var result: [(file: String, modules: Set<String>)] = []
        let rootLength = PackagePaths.root.path.count + 1
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = folder.appendingPathComponent(relative).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var modules: Set<String> = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                if let match = line.firstMatch(of: pattern) { modules.insert(String(match.output.module)) }
            }
            result.append((file: String(path.dropFirst(rootLength)), modules: modules))
        }
        return result.sorted { $0.file < $1.file }
    }
}
