import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `/bin/sh -c COMMAND`, its stdin and stdout piped to us, its
/// stderr shared with ours, in a process group of its own so that `terminate()` kills it and
/// everything it started.
///
/// Reads and writes never block longer than the deadline given; a line longer than
/// `maximumLineBytes` is an error, so a runaway engine cannot grow our memory. `terminate()`
/// (also run by `deinit`) kills the group and reaps the child on every path.
final class EngineChildProcess {
    /// The longest line accepted from the engine, bytes (1 MiB).
    static let maximumLineBytes = 1 << 20

    let command: String
    private(set) var pid: pid_t = 0
    private var toChild: Int32 = -1
    private var fromChild: Int32 = -1
    private var buffer: [UInt8] = []
    /// The read buffer, kept between reads (one allocation per process, not per message).
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var scanned = 0
    private var reaped = false
    private var exitDescription: String?

    /// Starts `command`. Throws when the pipes or the spawn fail (a command that does not exist
    /// is started fine by the shell, which then exits 127: that shows as an early exit).
    init(command: String) throws(EngineProcessError) {
        self.command = command
        Self.ignoreBrokenPipes()
        // Pipes and spawn under one lock: a child started meanwhile by another run (--jobs)
        // must not inherit these pipes before they are close-on-exec.
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { throw EngineProcessError(reason: "cannot create a pipe (\(Self.errnoText()))") }
        guard pipe(&output) == 0 else {
            close(input[0])
            close(input[1])
            throw EngineProcessError(reason: "cannot create a pipe (\(Self.errnoText()))")
        }
        for descriptor in input + output { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let (child, status) = Self.spawnShell(command, standardInput: input[0], standardOutput: output[1])
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            throw EngineProcessError(reason: "cannot start /bin/sh (\(String(cString: strerror(status))))")
        }
        pid = child
        EngineProcessGroups.add(child)
        toChild = input[1]
        fromChild = output[0]
        _ = fcntl(toChild, F_SETFL, fcntl(toChild, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fromChild, F_SETFL, fcntl(fromChild, F_GETFL) | O_NONBLOCK)
    }

    /// Spawns `/bin/sh -c command` in its own process group with `standardInput` and
    /// `standardOutput` as its fds 0 and 1 and SIGPIPE at its default; returns the child and
    /// `posix_spawn`'s status (0 on success).
    private static func spawnShell(
        _ command: String, standardInput: Int32, standardOutput: Int32
    ) -> (pid: pid_t, status: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { text in
            text.withCString { strdup($0) }
        }
        defer { for argument in arguments { free(argument) } }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments + [nil]
        var child: pid_t = 0
        let status = posix_spawn(&child, "/bin/sh", &actions, &attributes, &argv, environ)
        return (child, status)
    }

    deinit { terminate() }

    /// Writes `bytes` (one protocol line, newline included) before `deadline`.
    func write(_ bytes: [UInt8], deadline: MonotonicDeadline) throws(EngineProcessError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(toChild, raw.baseAddress! + offset, raw.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            if written < 0 && code == EINTR { continue }
            if written < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                try wait(for: toChild, events: Int16(POLLOUT), deadline: deadline, doing: "read its input")
                continue
            }
            throw EngineProcessError(reason: "the engine process closed its input\(exitSuffix())")
        }
    }

    /// The next line from the engine's stdout (without its newline), read before `deadline`.
    func readLine(deadline: MonotonicDeadline) throws(EngineProcessError) -> ArraySlice<UInt8> {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 10) {
                let line = buffer[0..<newline]
                buffer.removeSubrange(0...newline)
                scanned = 0
                return line
            }
            scanned = buffer.count
            guard buffer.count <= Self.maximumLineBytes else {
                throw EngineProcessError(reason: "the engine wrote a line longer than \(Self.maximumLineBytes) bytes")
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fromChild, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[0..<count]
                continue
            }
            if count == 0 {
                throw EngineProcessError(reason: "the engine process closed its output\(exitSuffix(waiting: true))")
            }
            let code = errno
            if code == EINTR { continue }
            guard code == EAGAIN || code == EWOULDBLOCK else {
                throw EngineProcessError(reason: "cannot read the engine's output (\(Self.errnoText(code)))")
            }
            try wait(for: fromChild, events: Int16(POLLIN), deadline: deadline, doing: "answer")
        }
    }

    /// Closes the engine's input and gives it until `deadline` to exit by itself, then
    /// terminates it (and its process group) either way.
    func finish(deadline: MonotonicDeadline) {
        if toChild >= 0 {
            close(toChild)
            toChild = -1
        }
        // Its output reaches end-of-file when it (and whatever shares its stdout) has exited.
        while fromChild >= 0, !deadline.hasPassed {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fromChild, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count > 0 || errno == EINTR { continue }
            var descriptor = pollfd(fd: fromChild, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, deadline.remainingMilliseconds)
        }
        terminate()
    }

    /// Kills the process group, reaps the child and closes the pipes; safe to call twice.
    func terminate() {
        // Killed before its pipes close, so it does not see them break and complain first.
        // The unreaped child keeps its pid and group id reserved, so this cannot hit a stranger.
        if pid > 0, !reaped {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        if toChild >= 0 {
            close(toChild)
            toChild = -1
        }
        if fromChild >= 0 {
            close(fromChild)
            fromChild = -1
        }
        guard pid > 0, !reaped else { return }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        EngineProcessGroups.remove(pid)
    }

    // MARK: Helpers

    private func wait(for descriptor: Int32, events: Int16, deadline: MonotonicDeadline, doing: String)
        throws(EngineProcessError)
    {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            let remaining = deadline.remainingMilliseconds
            guard remaining > 0 else {
                throw EngineProcessError(
                    reason:
                        "the engine process did not \(doing) within \(deadline.limitText) (the engine timeout; --engine-timeout SECONDS)"
                )
            }
            let ready = poll(&entry, 1, remaining)
            if ready > 0 || (ready < 0 && errno != EINTR) { return }
        }
    }

    /// ", it exited with status N" when the child has exited (after a short grace when `waiting`).
    private func exitSuffix(waiting: Bool = false) -> String {
        guard pid > 0, !reaped else { return exitDescription.map { ", \($0)" } ?? "" }
        var status: Int32 = 0
        var tries = waiting ? 200 : 1
        while tries > 0 {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                kill(-pid, SIGKILL)
                reaped = true
                EngineProcessGroups.remove(pid)
                let code =
                    status & 0x7f == 0
                    ? "it exited with status \((status >> 8) & 0xff)" : "it was killed by signal \(status & 0x7f)"
                exitDescription = code
                return ", " + code
            }
            if result < 0 && errno != EINTR { return "" }
            tries -= 1
            if tries > 0 { usleep(5_000) }
        }
        return ""
    }

    private static let spawnLock = NSLock()

    private static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// Writing to a pipe whose reader has exited raises SIGPIPE, which would kill the simulator:
    /// it is ignored for the whole process (the write then fails with EPIPE, handled above).
    private static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }
}
