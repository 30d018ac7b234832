import AltitudeSimTestSupport
import Foundation
import Testing

/// Runs the built `altsim` binary (next to the test bundle) and captures its output.
///
/// Output goes through files, not pipes, so a chatty run cannot block on a full pipe; stdin and
/// stdout/stderr are never terminals here, which is exactly the non-tty case under test.
enum Altsim {
    struct Result {
        var status: Int32
        /// Killed at the time limit.
        var timedOut = false
        var stdout: String
        var stderr: String
    }

    /// The `altsim` binary built alongside the tests.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("altsim"))
            folder.deleteLastPathComponent()
        }
        candidates.append(PackagePaths.url(".build/debug/altsim"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw AltsimTestError.binaryNotFound(candidates.map(\.path))
        }
        return found
    }

    /// A fixture scenario's absolute path.
    static func fixture(_ name: String) -> String {
        PackagePaths.url("Tests/altsimTests/Fixtures/" + name).path
    }

    /// A new empty scratch folder.
    static func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "altsimTests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `altsim arguments…` in `directory` and waits for it; with `timeLimitSeconds`, a
    /// process still running then is killed and `Result.timedOut` is set.
    static func run(_ arguments: [String], in directory: URL? = nil, timeLimitSeconds: Double? = nil) throws -> Result {
        let scratch = try scratch("process")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? PackagePaths.root
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var timedOut = false
        if let timeLimitSeconds, exited.wait(timeout: .now() + timeLimitSeconds) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus, timedOut: timedOut,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Starts `executable` with every signal at its default action and none blocked, its output
    /// discarded; returns its process id. Foundation's `Process` passes on the test runner's
    /// ignored and blocked signals, so a test that interrupts altsim starts it this way.
    static func spawnWithDefaultSignals(_ executable: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        var mask = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        try #require(code == 0, "posix_spawn: \(String(cString: strerror(code)))")
        return pid
    }

    /// Finds an executable on PATH.
    static func findExecutable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

enum AltsimTestError: Error, CustomStringConvertible {
    case binaryNotFound([String])

    var description: String {
        switch self {
        case .binaryNotFound(let paths):
            "altsim binary not found (build with `swift build --build-tests`); looked at: "
                + paths.joined(separator: ", ")
        }
    }
}
