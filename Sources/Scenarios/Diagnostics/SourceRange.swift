/// A range of source text: from `start` up to (not including) `end`, both on the same file.
///
/// A range whose start and end are equal marks a point (a caret without `~~~`).
public struct SourceRange: Hashable, Sendable {
    /// First position of the range.
    public var start: SourceLocation
    /// Position just past the range.
    public var end: SourceLocation

    /// Creates a range.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A zero-width range at one location.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// The range covering both `self` and `other` (assumes both are in the same file).
    public func union(_ other: SourceRange) -> SourceRange {
        let first = other.start.byteOffset < start.byteOffset ? other.start : start
        let last = other.end.byteOffset > end.byteOffset ? other.end : end
        return SourceRange(start: first, end: last)
    }

    /// A placeholder range for syntax built in code.
    public static let unknown = SourceRange(at: .unknown)
}
