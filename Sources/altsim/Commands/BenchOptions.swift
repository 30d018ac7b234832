import Foundation
import Scenarios

/// Options shared by every benchmark target.
struct BenchOptions: Sendable {
    static let defaultSamples = 2_000_000
    /// The most samples per measurement (each
    /// figure loops over them 1 + repetitions times), so a mistyped count is an error, not hours of work.
    static let maximumSamples = 100_000_000
    /// Samples per timed repetition.
    var samples: Int
    /// Simulated days (`bench sim`).
    var days: Int = 1
    /// Simulated hours instead of days (`bench sim --hours`), or `nil`.
    var hours: Int? = nil
}
