/// Counts the work of checking a scenario in units that do not depend on the machine: the
/// statements the compiler examines when it looks statements up by kind, and the name
/// lookups of the reference checker. Tests compare the counts of files of different sizes to
/// show the check is linear in the number of statements.
final class CheckWork: @unchecked Sendable {
    /// Statements handed out by ``Compiler/all(_:)`` (a scan of every statement would count them all).
    var statementsExamined = 0
    /// Names looked up in a ``NameTable`` (one hashed probe each).
    var nameLookups = 0

    init() {}
}
