import Foundation
import Testing

@testable import Scenarios

/// Includes and height grids confined to a folder tree, on real files (symbolic links, `..`,
/// FIFOs and devices need a file system).
@Suite struct IncludePolicyTests {
    /// A fresh folder `tree/` with a sibling `outside/` holding a scenario library and a grid.
    static func makeTree() throws -> (tree: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("include-policy-\(UUID().uuidString)")
            .path
        let tree = base + "/tree"
        let outside = base + "/outside"
        for folder in [tree + "/sub", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try "phone model \"p\" barometer bmp390\n".write(
            toFile: outside + "/phones.scenario", atomically: true, encoding: .utf8)
        try "phone model \"p\" barometer bmp390\n".write(
            toFile: tree + "/sub/phones.scenario", atomically: true, encoding: .utf8)
        return (tree, outside)
    }

    func errors(_ text: String, in tree: String, policy: IncludePolicy? = nil) throws -> [String] {
        let path = tree + "/s.scenario"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let loader = ScenarioLoader(includePolicy: policy ?? IncludePolicy(rootFolder: tree))
        return loader.load(path: path).diagnostics.errors.map(\.message)
    }

    @Test("Inside the tree is allowed; '..', an absolute path and a symbolic link leading out are refused")
    func confinement() throws {
        let (tree, outside) = try Self.makeTree()
        #expect(
            try errors("include \"sub/phones.scenario\"\ninclude \"sub/../sub/phones.scenario\"\n", in: tree).isEmpty)
        try FileManager.default.createSymbolicLink(
            atPath: tree + "/link.scenario", withDestinationPath: outside + "/phones.scenario")
        try FileManager.default.createSymbolicLink(atPath: tree + "/out", withDestinationPath: outside)
        for include in [
            "../outside/phones.scenario", outside + "/phones.scenario", "link.scenario", "out/phones.scenario",
            "sub/../../outside/x.scenario",
        ] {
            let messages = try errors("include \"\(include)\"\n", in: tree)
            #expect(
                messages.count == 1 && messages[0].contains("is outside the scenario's folder"),
                "\(include): \(messages)")
        }
        #expect(try errors("include \"link.scenario\"\n", in: tree, policy: .anywhere).isEmpty)
    }

    @Test("A height grid obeys the same rule, and a file that is not a grid is not quoted")
    func grid() throws {
        let (tree, outside) = try Self.makeTree()
        try "SECRET 1 2\n".write(toFile: tree + "/notes.heights", atomically: true, encoding: .utf8)
        try "heightgrid 1\norigin 0 0\nspacing 10\nsize 2 2\n1 2\n3 4\n".write(
            toFile: outside + "/g.heights", atomically: true, encoding: .utf8)
        let grid = ScenarioLoader(includePolicy: IncludePolicy(rootFolder: tree))
        guard case .failure(let refused) = grid.loadHeightGrid(path: outside + "/g.heights") else {
            Issue.record("read")
            return
        }
        #expect(refused.message.contains("is outside the scenario's folder"))
        guard case .failure(let notGrid) = grid.loadHeightGrid(path: tree + "/notes.heights") else {
            Issue.record("read")
            return
        }
        #expect(notGrid.message.hasSuffix("is not a height-grid file: its first line must be 'heightgrid 1'"))
        #expect(!notGrid.message.contains("SECRET"))
        guard case .success = ScenarioLoader().loadHeightGrid(path: outside + "/g.heights") else {
            Issue.record("refused")
            return
        }
    }

    @Test("The tree is the widest of the working directory, the named folders and the file's folder holding the file")
    func folderTree() throws {
        let (tree, _) = try Self.makeTree()
        let scenario = tree + "/sub/s.scenario"
        let real = IncludePolicy.canonicalPath(tree)
        #expect(IncludePolicy.folderTree(of: scenario, workingDirectory: "/nonexistent").rootFolder == real + "/sub")
        #expect(
            IncludePolicy.folderTree(of: scenario, roots: [tree, scenario], workingDirectory: "/nonexistent").rootFolder
                == real)
        #expect(IncludePolicy.folderTree(of: "sub/s.scenario", workingDirectory: tree).rootFolder == real)
        #expect(IncludePolicy.folderTree(of: scenario, workingDirectory: tree + "/sub").rootFolder == real + "/sub")
    }

    @Test("A FIFO, a device and a folder are refused without blocking; the reason is named")
    func notRegularFiles() throws {
        let (tree, _) = try Self.makeTree()
        #expect(mkfifo(tree + "/pipe.scenario", 0o600) == 0)
        let messages = try errors("include \"pipe.scenario\"\ninclude \"sub\"\n", in: tree)
        #expect(
            messages == [
                "cannot read included file '\(tree)/pipe.scenario': it is a FIFO, not a regular file",
                "cannot read included file '\(tree)/sub': it is a directory, not a regular file",
            ])
        #expect(
            try errors("include \"/dev/zero\"\n", in: tree, policy: .anywhere)
                == ["cannot read included file '/dev/zero': it is a character device, not a regular file"])
        #expect(
            ScenarioLoader().load(path: tree + "/pipe.scenario").diagnostics.errors.map(\.message)
                == ["cannot read file '\(tree)/pipe.scenario': it is a FIFO, not a regular file"])
    }
}
