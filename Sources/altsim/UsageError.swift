import Foundation
import Scenarios

/// A mistake in how the tool was called: printed with the usage text, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    /// The command whose usage follows the message, when it is not the one named on the
    /// command line's first word (`fuzz merge`).
    var spec: CommandSpec? = nil
    var description: String { message }
}
