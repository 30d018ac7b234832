/// The kinds of statement, one per leading keyword.
public enum StatementKind: String, CaseIterable, Hashable, Sendable {
    /// `scenario "title"`.
    case scenario
    /// `seed N`: the root seed.
    case seed
    /// `duration D`: how long the run lasts.
    case duration
    /// `start 2026-03-14 08:00 UTC`: the wall-clock instant of time 0.
    case start
    /// `origin LAT, LON`: where the local east/north frame is anchored.
    case origin
    /// `geoid …`: the geoid undulation.
    case geoid
    /// `include "path"`: another scenario file's statements, in place.
    case include
    /// `terrain …`: the ground surface.
    case terrain
    /// `building "name" …`.
    case building
    /// `weather …`: the sea-level pressure field.
    case weather
    /// `temperature …`: the temperature field.
    case temperature
    /// `front cold|warm …`: a moving front.
    case front
    /// `thunderstorm …`: pressure jumps.
    case thunderstorm
    /// `stations grid …`: a grid of reference stations.
    case stations
    /// `station "name" …`: one reference station.
    case station
    /// `coverage …`: where the assistance service has data.
    case coverage
    /// `key …`: the API key the app uses.
    case key
    /// `service …`: an assistance-service fault.
    case service
    /// `transport …`: the network between engine and service.
    case transport
    /// `phone model "name" …`: named device defaults.
    case phoneModel = "phone"
    /// `device "name" …` with an indented timeline block.
    case device
    /// `at TIME action; action` inside a device block.
    case timeline = "at"
    /// `expect …`: an expectation.
    case expect

    /// The leading keyword as written.
    public var keyword: String { rawValue }
}

/// One statement: a line (or several, joined by trailing commas) of a scenario file.
///
/// `head` holds what follows the keyword before the first clause (a name, a time, a value);
/// `sections` are the `;`-separated groups of comma-separated clauses (in a device line each
/// section configures one sensor; in a timeline line each section is one action with its
/// modifiers). `block` holds the indented statements under a `device`.
public struct StatementSyntax: Hashable, Sendable {
    /// Which statement.
    public var kind: StatementKind
    /// The head clause (name `"head"`; empty elements when the statement has none).
    public var head: ClauseSyntax
    /// `;`-separated groups of clauses.
    public var sections: [[ClauseSyntax]]
    /// Indented statements (timeline and expectations of a device).
    public var block: [StatementSyntax]
    /// The whole statement's source range (its first line).
    public var range: SourceRange

    /// Creates a statement.
    public init(kind: StatementKind, head: ClauseSyntax = ClauseSyntax(name: "head", elements: []),
                sections: [[ClauseSyntax]] = [], block: [StatementSyntax] = [], range: SourceRange = .unknown) {
        self.kind = kind
        self.head = head
        self.sections = sections
        self.block = block
        self.range = range
    }

    /// Where the statement starts.
    public var location: SourceLocation { range.start }

    /// All clauses of all sections, in order.
    public var clauses: [ClauseSyntax] { sections.flatMap { $0 } }

    /// The first clause named `name`, if any.
    public func clause(_ name: String) -> ClauseSyntax? { clauses.first { $0.name == name } }

    /// Every clause named `name`.
    public func clauses(named name: String) -> [ClauseSyntax] { clauses.filter { $0.name == name } }
}

/// A parsed file: its statements in order (includes stay as `include` statements; the
/// resolved files are in ``ParsedScenario``).
public struct ScenarioFileSyntax: Hashable, Sendable {
    /// The path as given to the parser.
    public var path: String
    /// The top-level statements.
    public var statements: [StatementSyntax]

    /// Creates a file syntax.
    public init(path: String, statements: [StatementSyntax]) {
        self.path = path
        self.statements = statements
    }
}
