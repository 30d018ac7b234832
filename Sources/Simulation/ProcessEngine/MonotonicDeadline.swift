import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point in monotonic time (not the wall clock, and never the simulation's time): the
/// per-message timeout of an engine process.
struct MonotonicDeadline {
    let atNanoseconds: UInt64
    let limitNanoseconds: UInt64

    /// `limitNanoseconds` from now.
    init(afterNanoseconds limitNanoseconds: UInt64) {
        self.limitNanoseconds = limitNanoseconds
        atNanoseconds = Self.now() &+ limitNanoseconds
    }

    var hasPassed: Bool { Self.now() >= atNanoseconds }

    /// Milliseconds left, rounded up, at most `Int32.max`; 0 when passed.
    var remainingMilliseconds: Int32 {
        let now = Self.now()
        guard now < atNanoseconds else { return 0 }
        return Int32(min((atNanoseconds - now + 999_999) / 1_000_000, UInt64(Int32.max)))
    }

    /// "10 s", "0.5 s".
    var limitText: String {
        let seconds = Double(limitNanoseconds) / 1e9
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
