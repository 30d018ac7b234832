import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why talking to an engine process failed (the text says what happened, not where).
struct EngineProcessError: Error, Sendable {
    var reason: String
}
