/// Builds a device block.
@resultBuilder
public enum DeviceBlockBuilder {
    /// One line.
    public static func buildExpression(_ line: TimelineLine) -> [TimelineLine] { [line] }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [TimelineLine]...) -> [TimelineLine] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [TimelineLine]?) -> [TimelineLine] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first: [TimelineLine]) -> [TimelineLine] { first }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second: [TimelineLine]) -> [TimelineLine] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[TimelineLine]]) -> [TimelineLine] { parts.flatMap { $0 } }
}
