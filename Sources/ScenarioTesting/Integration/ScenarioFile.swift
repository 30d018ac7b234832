public import Testing

/// One `.scenario` file, as a `@Test(arguments:)` argument.
public struct ScenarioFile: Hashable, Sendable, Comparable, CustomTestStringConvertible, CustomStringConvertible {
    /// Absolute path.
    public var path: String
    /// Path relative to the listed folder (the test case's name).
    public var name: String

    /// Creates a file argument.
    public init(path: String, name: String) {
        self.path = path
        self.name = name
    }

    /// The test case's name.
    public var testDescription: String { name }
    /// The relative name.
    public var description: String { name }

    /// Orders by name.
    public static func < (lhs: ScenarioFile, rhs: ScenarioFile) -> Bool { lhs.name < rhs.name }
}
