/// Where the statements of a scenario were written, by a key such as `"building Tower"`,
/// `"device phone"`, `"device phone at 3"` (its fourth timeline line) or `"duration"`.
public struct ScenarioSourceMap: Hashable, Sendable {
    /// The ranges by key.
    public var ranges: [String: SourceRange] = [:]

    /// Creates an empty map.
    public init() {}

    /// The range recorded for `key`, if any.
    public subscript(key: String) -> SourceRange? {
        get { ranges[key] }
        set { ranges[key] = newValue }
    }
}
