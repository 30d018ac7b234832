/// Why a scenario, an included file or a height grid could not be read: one phrase such as
/// "it is a FIFO, not a regular file", never the file's content.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, as a phrase that completes "cannot read file 'x': …".
    public var reason: String

    /// Creates an error with a reason.
    public init(reason: String) { self.reason = reason }

    /// The reason, so the error prints as its phrase.
    public var description: String { reason }
}
