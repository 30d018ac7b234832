/// A parameter a `vary` statement sweeps, and where its value lands in the scenario's statements.
///
/// A sweep rewrites the syntax, so each value is checked and compiled exactly as if it were written
/// at its target (its range errors point at the value in the `vary` line).
enum SweptParameter: String, CaseIterable {
    /// `terrain height`: the `terrain` statement's height (or the origin's `elevation`; a flat
    /// terrain at that height when the scenario has neither).
    case terrainHeight = "terrain height"
    /// `front speed`: the `at SPEED` of every `front`.
    case frontSpeed = "front speed"
    /// `weather trend`: the weather's `trend`.
    case weatherTrend = "weather trend"
    /// `weather sea-level`: the weather's `sea-level` pressure.
    case seaLevel = "weather sea-level"
    /// `barometer part`: every device's (and phone model's) `barometer` preset.
    case barometerPart = "barometer part"

    /// The dimension of its values (`nil`: a word, the barometer part).
    var dimension: Dimension? {
        switch self {
        case .terrainHeight: .length
        case .frontSpeed: .speed
        case .weatherTrend: .pressureRate
        case .seaLevel: .pressure
        case .barometerPart: nil
        }
    }

    /// Puts `value` where the parameter lives in `statements`; returns why it cannot, if it cannot.
    func apply(_ value: ValueNode, to statements: inout [StatementSyntax], at range: SourceRange) -> String? {
        switch self {
        case .terrainHeight: return Self.setTerrainHeight(value, in: &statements, at: range)
        case .frontSpeed:
            let fronts = statements.indices.filter { statements[$0].kind == .front }
            guard !fronts.isEmpty else { return "the scenario has no `front` whose speed could vary" }
            for i in fronts { Self.set(WorldClause.Front.speed.rawValue, ["at"], value, in: &statements[i]) }
            return nil
        case .weatherTrend:
            Self.setWeather(WorldClause.Weather.trend.rawValue, "trend", value, in: &statements, at: range)
        case .seaLevel:
            Self.setWeather(WorldClause.Weather.seaLevel.rawValue, "sea-level", value, in: &statements, at: range)
        case .barometerPart: return Self.setBarometer(value, in: &statements)
        }
        return nil
    }

    /// Replaces the value of the first clause named `name` (keywords `words` then the value), or adds
    /// the clause to the statement's first section.
    static func set(_ name: String, _ words: [String], _ value: ValueNode, in statement: inout StatementSyntax) {
        let clause = ClauseSyntax(
            name: name, elements: words.map(ClauseElement.keyword) + [.value(value)], range: value.range)
        for s in statement.sections.indices {
            if let c = statement.sections[s].firstIndex(where: { $0.name == name }) {
                statement.sections[s][c] = clause
                return
            }
        }
        if statement.sections.isEmpty { statement.sections = [[]] }
        statement.sections[0].append(clause)
    }

    static func setTerrainHeight(_ value: ValueNode, in statements: inout [StatementSyntax], at range: SourceRange)
        -> String?
    {
        if let i = statements.firstIndex(where: { $0.kind == .terrain }) {
            if statements[i].head.values.first?.word == "grid" { return "a `terrain grid` has no one height to vary" }
            set(WorldClause.Terrain.elevation.rawValue, [], value, in: &statements[i])
            return nil
        }
        if let i = statements.firstIndex(where: { $0.kind == .origin && $0.clause(WorldClause.Origin.elevation) != nil }
        ) {
            set(WorldClause.Origin.elevation.rawValue, ["elevation"], value, in: &statements[i])
            return nil
        }
        var terrain = StatementSyntax(
            kind: .terrain,
            head: ClauseSyntax(name: "head", elements: [.value(ValueNode(.word("flat"), range: range))]),
            range: range)
        set(WorldClause.Terrain.elevation.rawValue, [], value, in: &terrain)
        statements.append(terrain)
        return nil
    }

    static func setWeather(
        _ name: String, _ word: String, _ value: ValueNode, in statements: inout [StatementSyntax],
        at range: SourceRange
    ) {
        if let i = statements.firstIndex(where: { $0.kind == .weather }) {
            set(name, [word], value, in: &statements[i])
        } else {
            var weather = StatementSyntax(kind: .weather, range: range)
            set(name, [word], value, in: &weather)
            statements.append(weather)
        }
    }

    /// Every phone model's and device's `barometer` clause. A device without one (itself or in its
    /// model) gets it first: in its model's options when it names a model (all the model's devices
    /// take the one part), else in its own, so the other options still override the preset.
    static func setBarometer(_ value: ValueNode, in statements: inout [StatementSyntax]) -> String? {
        let name = DeviceOption.barometer.rawValue
        let clause = ClauseSyntax(name: name, elements: [.keyword("barometer"), .value(value)], range: value.range)
        var models: [String: Int] = [:]
        for i in statements.indices where statements[i].kind == .phoneModel {
            if let model = statements[i].head.values.last?.string, models[model] == nil { models[model] = i }
        }
        var devices = 0
        for i in statements.indices where statements[i].kind == .device {
            devices += 1
            let model = statements[i].clause(DeviceOption.model)?.values.first?.string.flatMap { models[$0] }
            if statements[i].clause(name) != nil {
                set(name, ["barometer"], value, in: &statements[i])
            } else if let m = model {
                if statements[m].clause(name) == nil { insertFirst(clause, in: &statements[m]) }
            } else {
                insertFirst(clause, in: &statements[i])
            }
        }
        for i in models.values where statements[i].clause(name) != nil {
            set(name, ["barometer"], value, in: &statements[i])
        }
        return devices == 0 ? "the scenario has no device whose barometer could vary" : nil
    }

    /// `clause` as the first option of the statement (after a device's `model`).
    static func insertFirst(_ clause: ClauseSyntax, in statement: inout StatementSyntax) {
        if statement.sections.isEmpty { statement.sections = [[]] }
        let at = statement.sections[0].first?.name == DeviceOption.model.rawValue ? 1 : 0
        statement.sections[0].insert(clause, at: at)
    }
}
