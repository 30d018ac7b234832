import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Output paths that are not plain files, writes that fail, and runs that end early: the
/// destination is refused or left as it was, the error is one readable line, and no partial
/// or temporary file is left behind. Every special file is made in a scratch folder.
@Suite("altsim output files: refused destinations, failed writes, atomic replacement")
struct OutputSafetyTests {
    /// The outputs of `altsim run`, each with the role its messages use.
    static let runOutputs: [(option: String, role: String)] = [
        ("--report", "the report"), ("--junit", "the JUnit report"), ("--json", "the JSON results"),
        ("--trace", "the trace"),
    ]

    @Test(
        "A FIFO as any output is refused without opening it (no hang) and stays a FIFO",
        arguments: Self.runOutputs.map(\.option))
    func fifo(option: String) throws {
        let folder = try Altsim.scratch("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o644) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        let result = try Altsim.run(
            ["run", Altsim.fixture("holds.scenario"), option, fifo, "--quiet"], timeLimitSeconds: 60)
        #expect(!result.timedOut, "the FIFO was opened")
        #expect(result.status == 2)
        #expect(result.stderr.contains("'\(fifo)': it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!result.stdout.contains("scenario:"), "nothing runs before the refusal")
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    @Test("A symbolic link as an output is refused; the link and its target are left as they are")
    func symlinkOutput() throws {
        let folder = try Altsim.scratch("symlink")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.html").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("link.html").path
        let dangling = folder.appendingPathComponent("dangling.json").path
        let missing = folder.appendingPathComponent("created-through-the-link.json").path
        try #require(symlink(target, link) == 0 && symlink(missing, dangling) == 0)

        let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--report", link, "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the report '\(link)': it is a symbolic link"), "\(result.stderr)")
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")

        let throughDangling = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--json", dangling, "--quiet"])
        #expect(throughDangling.status == 2)
        #expect(throughDangling.stderr.contains("it is a symbolic link"))
        #expect(Self.fileType(dangling) == S_IFLNK)
        #expect(!FileManager.default.fileExists(atPath: missing), "nothing is created through a dangling link")
    }

    @Test("A folder as the trace is refused and left as it is")
    func folderOutput() throws {
        let folder = try Altsim.scratch("folder-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("trace.jsonl")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--trace", inner.path, "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the trace '\(inner.path)': it is a folder"), "\(result.stderr)")
        #expect(Self.fileType(inner.path) == S_IFDIR)
    }

    @Test(
        "A device node as an output is refused and stays a device (a scratch copy of /dev/null, made with mknod)",
        .enabled(if: Self.canMakeDeviceNodes, "needs root and mknod (CAP_MKNOD) in a scratch folder"))
    func deviceNode() throws {
        let folder = try Altsim.scratch("device")
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = folder.appendingPathComponent("null").path
        try #require(mknod(device, S_IFCHR | 0o666, Self.nullDeviceNumber) == 0)
        for (option, role) in Self.runOutputs {
            let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), option, device, "--quiet"])
            #expect(result.status == 2, "\(option)")
            #expect(
                result.stderr.contains("cannot write \(role) '\(device)': it is a character device"), "\(result.stderr)"
            )
            var info = stat()
            #expect(
                lstat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR && info.st_rdev == Self.nullDeviceNumber,
                "\(option) left the device node as it was")
        }
    }

    @Test("Outputs that are one file through a linked folder or a hard link are refused")
    func sameFileThroughLinks() throws {
        let folder = try Altsim.scratch("links")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        let alias = folder.appendingPathComponent("alias").path
        try #require(symlink(real.path, alias) == 0)
        let viaAlias = try Altsim.run([
            "run", Altsim.fixture("holds.scenario"), "--report", alias + "/r.html",
            "--json", real.path + "/r.html", "--quiet",
        ])
        #expect(viaAlias.status == 2)
        #expect(viaAlias.stderr.contains("are the same file"), "\(viaAlias.stderr)")

        let scenario = folder.appendingPathComponent("s.scenario").path
        try FileManager.default.copyItem(atPath: Altsim.fixture("holds.scenario"), toPath: scenario)
        let hardLink = folder.appendingPathComponent("results.json").path
        try #require(link(scenario, hardLink) == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: scenario))
        let viaHardLink = try Altsim.run(["run", scenario, "--json", hardLink, "--quiet"])
        #expect(viaHardLink.status == 2)
        #expect(viaHardLink.stderr.contains("is the input '\(scenario)'"), "\(viaHardLink.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scenario)) == original)
    }

    @Test("A run refused at set-up leaves an existing report as it was and no temporary file")
    func refusedRunKeepsOldFiles() throws {
        let folder = try Altsim.scratch("refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.html").path
        try Data("old report".utf8).write(to: URL(fileURLWithPath: report))
        let fifo = folder.appendingPathComponent("results.json").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let result = try Altsim.run(
            ["run", Altsim.fixture("holds.scenario"), "--report", report, "--json", fifo, "--quiet"],
            timeLimitSeconds: 60)
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "old report")
        #expect(try Self.names(in: folder) == ["r.html", "results.json"])
    }

    @Test("A replaced report keeps the old file's permissions")
    func keepsPermissions() throws {
        let folder = try Altsim.scratch("mode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: report))
        try #require(chmod(report, 0o600) == 0)
        let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--json", report, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(stat(report, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("{"))
        #expect(try Self.names(in: folder) == ["r.json"])
    }

    @Test(
        "A trace larger than the file-size limit: one error line (EFBIG), no trap, the old trace intact, no temporary file"
    )
    func traceWriteFails() throws {
        let folder = try Altsim.scratch("efbig")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("t.jsonl").path
        try Data("old trace\n".utf8).write(to: URL(fileURLWithPath: trace))
        // 16 blocks (8 or 16 KiB): the header fits, the samples do not; SIGXFSZ ignored, so the
        // write fails with EFBIG instead of ending the process.
        let result = try Self.runLimited(
            fileSizeBlocks: 16, ["run", Altsim.fixture("holds.scenario"), "--trace", trace, "--quiet"])
        #expect(result.status == 2, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(
            result.stdout.contains(
                "ERROR \(Altsim.fixture("holds.scenario")): cannot write the trace '\(trace)': File too large"),
            "\(result.stdout)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == "old trace\n")
        #expect(try Self.names(in: folder) == ["t.jsonl"])
    }

    @Test(
        "A full disk (a 64 KiB tmpfs): the trace and the report fail with 'No space left on device'; old files stay whole",
        .enabled(if: Self.canMountTmpfs, "needs root and mount -t tmpfs"))
    func diskFull() throws {
        let folder = try Altsim.scratch("enospc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mountPoint = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: false)
        try #require(Self.mountTmpfs(at: mountPoint.path, size: "64k"))
        defer { _ = Self.unmount(mountPoint.path) }
        let oldReport = mountPoint.appendingPathComponent("r.html").path
        try Data("old report".utf8).write(to: URL(fileURLWithPath: oldReport))

        let trace = mountPoint.appendingPathComponent("t.jsonl").path
        let traced = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--trace", trace, "--quiet"])
        #expect(traced.status == 2)
        #expect(
            traced.stdout.contains("cannot write the trace '\(trace)': No space left on device"), "\(traced.stdout)")
        #expect(!traced.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: trace), "no half trace")

        let reported = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--report", oldReport, "--quiet"])
        #expect(reported.status == 2)
        #expect(
            reported.stderr == "altsim run: error: cannot write the report '\(oldReport)': No space left on device\n",
            "\(reported.stderr)")
        #expect(try String(contentsOfFile: oldReport, encoding: .utf8) == "old report")
        #expect(try Self.names(in: mountPoint) == ["r.html"])
    }

    @Test(
        "A read-only file system is found before the run: one line, nothing run, the old report whole",
        .enabled(if: Self.canMountTmpfs, "needs root and mount -t tmpfs"))
    func readOnlyFileSystem() throws {
        let folder = try Altsim.scratch("erofs")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mountPoint = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: false)
        try #require(Self.mountTmpfs(at: mountPoint.path, size: "64k"))
        defer { _ = Self.unmount(mountPoint.path) }
        let report = mountPoint.appendingPathComponent("r.html").path
        try Data("old report".utf8).write(to: URL(fileURLWithPath: report))
        try #require(Self.tool("mount", ["-o", "remount,ro", mountPoint.path]))
        for path in [report, mountPoint.appendingPathComponent("new/r.html").path] {
            let result = try Altsim.run(["run", Altsim.fixture("holds.scenario"), "--report", path, "--quiet"])
            #expect(result.status == 2)
            #expect(
                result.stderr == "altsim run: error: cannot write the report '\(path)': Read-only file system\n",
                "\(result.stderr)")
            #expect(!result.stdout.contains("scenario:"), "refused before the run")
        }
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "old report")
    }

    @Test("An interrupted run (SIGINT while tracing) leaves neither the trace nor its temporary file")
    func interrupted() throws {
        let folder = try Altsim.scratch("interrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("long.scenario").path
        let text = try String(contentsOfFile: Altsim.fixture("holds.scenario"), encoding: .utf8)
            .replacingOccurrences(of: "duration 3 min", with: "duration 24 h")
        try Data(text.utf8).write(to: URL(fileURLWithPath: scenario))
        let trace = folder.appendingPathComponent("t.jsonl").path
        try Data("old trace\n".utf8).write(to: URL(fileURLWithPath: trace))

        // Spawned with SIGINT at its default action: the test runner may ignore it, and an
        // ignored signal would stay ignored in the child.
        let pid = try Altsim.spawnWithDefaultSignals(
            try Altsim.binary().path, ["run", scenario, "--trace", trace, "--quiet"])
        // Wait until the temporary trace has data, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        var temporary: String?
        var status: Int32 = 0
        var ended = false
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
            temporary = try Self.names(in: folder).first { $0.hasPrefix(".t.jsonl.") }
            if let temporary,
                let size = try? FileManager.default.attributesOfItem(atPath: folder.path + "/" + temporary)[.size]
                    as? Int,
                size > 0
            {
                break
            }
            usleep(20_000)
        }
        #expect(temporary != nil, "the trace streams into a temporary file next to it")
        #expect(!ended, "the run ended before it could be interrupted")
        kill(pid, SIGINT)
        let stopBy = Date().addingTimeInterval(30)
        while !ended, Date() < stopBy {
            if waitpid(pid, &status, WNOHANG) == pid { ended = true } else { usleep(20_000) }
        }
        if !ended {
            Issue.record("SIGINT did not end the run")
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            return
        }
        #expect(status & 0x7f == SIGINT, "ended by SIGINT (wait status \(status))")
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == "old trace\n")
        #expect(try Self.names(in: folder) == ["long.scenario", "t.jsonl"])
    }

    // MARK: Helpers

    /// The file type bits of `path` (the link itself for a link), `nil` when absent.
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// The names in a folder, sorted (hidden ones included).
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The device number of /dev/null (major 1, minor 3, as glibc's `makedev` encodes it).
    static let nullDeviceNumber: dev_t = (1 << 8) | 3

    /// Whether a device node can be made in a scratch folder (root with CAP_MKNOD).
    static let canMakeDeviceNodes: Bool = {
        guard getuid() == 0, let folder = try? Altsim.scratch("mknod-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        return mknod(folder.path + "/probe", S_IFCHR | 0o600, Self.nullDeviceNumber) == 0
    }()

    /// Whether a tmpfs can be mounted (root with CAP_SYS_ADMIN and a `mount` binary).
    static let canMountTmpfs: Bool = {
        guard getuid() == 0, let folder = try? Altsim.scratch("tmpfs-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard mountTmpfs(at: folder.path, size: "16k") else { return false }
        return unmount(folder.path)
    }()

    static func mountTmpfs(at path: String, size: String) -> Bool {
        tool("mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path])
    }

    static func unmount(_ path: String) -> Bool { tool("umount", [path]) }

    static func tool(_ name: String, _ arguments: [String]) -> Bool {
        guard
            let executable = Altsim.findExecutable(name)
                ?? ["/bin/\(name)", "/usr/bin/\(name)"].first(where: {
                    FileManager.default.isExecutableFile(atPath: $0)
                })
        else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs altsim through `sh` with a file-size limit and SIGXFSZ ignored (ignored signals
    /// stay ignored across exec), so writes past the limit fail with EFBIG.
    static func runLimited(fileSizeBlocks: Int, _ arguments: [String]) throws -> Altsim.Result {
        let scratch = try Altsim.scratch("limited")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -f \(fileSizeBlocks) && trap '' XFSZ && exec \"$0\" \"$@\"", try Altsim.binary().path]
            + arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Altsim.Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}
