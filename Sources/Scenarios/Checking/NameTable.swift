/// Defined names in the order first written, with a hashed index: a lookup is O(1), so checking
/// N references against N names is linear.
struct NameTable {
    /// The names, in the order first written.
    private(set) var ordered: [String] = []
    private var locations: [String: SourceLocation] = [:]
    /// Where lookups are counted.
    let work: CheckWork

    init(work: CheckWork) { self.work = work }

    /// Adds `name` (a second add of a name keeps the first location).
    mutating func add(_ name: String, at location: SourceLocation = .unknown) {
        guard self.location(of: name) == nil else { return }
        locations[name] = location
        ordered.append(name)
    }

    /// Whether `name` was added.
    func contains(_ name: String) -> Bool { location(of: name) != nil }

    /// Where `name` was first defined, if it was.
    func location(of name: String) -> SourceLocation? {
        work.nameLookups += 1
        return locations[name]
    }
}
