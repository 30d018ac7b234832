import Foundation
import Scenarios

/// Exit statuses of the command-line contract (Docs/cli.md).
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let badInput: Int32 = 2
}
