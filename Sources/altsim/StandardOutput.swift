import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output is the verdicts' channel: when it could not be written (a full disk, a
/// closed file), the run's result was lost, so the exit status must not say it succeeded.
enum StandardOutput {
    /// Flushes every output stream; when that fails (the bytes still waiting for standard output
    /// cannot be written), prints one line on standard error naming the reason and returns exit
    /// status 2, otherwise returns `status` unchanged.
    static func finish(_ status: Int32) -> Int32 {
        errno = 0
        guard fflush(nil) != 0 else { return status }
        let reason = errno != 0 ? String(cString: strerror(errno)) : "a write failed"
        printError("altsim: error: cannot write standard output: \(reason)")
        return ExitStatus.badInput
    }
}
