import Foundation
import Testing

/// Docs/architecture.md's module table says which modules each module may import; these tests
/// hold `Package.swift` and every source file's `import` lines to it, so an edge cannot be
/// added without the table (and its reason) changing too.
@Suite("Module table matches the import graph")
struct ModuleImportTableTests {
    /// The package's source modules with their declared dependencies, from `Package.swift`.
    static let declared: [String: Set<String>] = ModuleGraph.declaredDependencies(
        packageSwift: ModuleGraph.read("Package.swift"))
    /// The table's rows: module → what it may import (`nil`: "all").
    static let table: [String: Set<String>?] = ModuleGraph.tableRows(
        architecture: ModuleGraph.read("Docs/architecture.md"))

    @Test func everyModuleHasARowAndEveryRowAModule() {
        let modules = Set(Self.declared.keys).subtracting(ModuleGraph.examples)
        let rows = Set(Self.table.keys)
        #expect(
            modules.subtracting(rows).sorted() == [],
            "modules in Package.swift without a row in Docs/architecture.md's module table")
        #expect(
            rows.subtracting(modules).sorted() == [],
            "rows of Docs/architecture.md's module table without a module in Package.swift")
    }

    @Test func packageDependenciesAreTheTablesEdges() {
        for (module, dependencies) in Self.declared.sorted(by: { $0.key < $1.key }) {
            guard let row = Self.table[module], let allowed = row else { continue }
            #expect(
                dependencies.subtracting(allowed).sorted() == [],
                "Package.swift gives \(module) dependencies its row in Docs/architecture.md lacks")
            #expect(
                allowed.subtracting(dependencies).sorted() == [],
                "Docs/architecture.md lets \(module) import modules Package.swift does not give it")
        }
    }

    @Test func everyImportIsADeclaredDependency() throws {
        let modules = Set(Self.declared.keys)
        for (module, dependencies) in Self.declared.sorted(by: { $0.key < $1.key }) {
            let folder = ModuleGraph.sourceFolder(of: module)
            for (file, imported) in try ModuleGraph.imports(under: folder) {
                let undeclared = imported.intersection(modules).subtracting(dependencies).subtracting([module])
                #expect(
                    undeclared.sorted() == [],
                    """
                    \(file) imports modules \(module) does not depend on: add the edge to Package.swift \
                    and to Docs/architecture.md's table with its reason, or reach the type through a \
                    module the table lists
                    """)
            }
        }
    }

    @Test func theExampleEngineNeedsOnlyEngineInterface() {
        #expect(Self.declared["ExampleISAEngine"] == ["EngineInterface"])
    }

    /// App code under test talks to the SDK's facade only, as an app would.
    @Test func theExampleAppNeedsOnlyTheSDK() {
        #expect(Self.declared["ExampleAppViewModel"] == ["AltitudeEngine"])
    }
}
