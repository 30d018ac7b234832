extension Grammar {
    /// `vary PARAMETER over VALUE, VALUE, …` or `vary PARAMETER from A to B step S`: a parameter sweep
    /// (OpenSCENARIO's deterministic parameter distributions: a value set or a range with a step).
    static let sweep = StatementSchema(
        .vary, head: "$word(terrain|front|weather|barometer) $word(height|speed|trend|sea-level|part)",
        repeatable: Set(WorldClause.Vary.allCases.map(\.rawValue)),
        "A parameter sweep: the scenario runs once for each value (Docs/scenario-language.md, \"Parameter sweeps\").",
        [
            Pattern(WorldClause.Vary.length, "[ over ] $length"),
            Pattern(WorldClause.Vary.speed, "[ over ] $speed"),
            Pattern(WorldClause.Vary.pressureRate, "[ over ] $pressureRate"),
            Pattern(WorldClause.Vary.pressure, "[ over ] $pressure"),
            Pattern(WorldClause.Vary.part, "[ over ] $name"),
            Pattern(WorldClause.Vary.lengthRange, "from $length to $length step $length"),
            Pattern(WorldClause.Vary.speedRange, "from $speed to $speed step $speed"),
            Pattern(WorldClause.Vary.pressureRateRange, "from $pressureRate to $pressureRate step $pressureRate"),
            Pattern(WorldClause.Vary.pressureRange, "from $pressure to $pressure step $pressure"),
        ])
}

extension WorldClause {
    /// The clauses of `vary`: its values, one clause each, or a range.
    public enum Vary: String, PatternName {
        /// `[over] LENGTH`.
        case length
        /// `[over] SPEED`.
        case speed
        /// `[over] PRESSURE-RATE`.
        case pressureRate
        /// `[over] PRESSURE`.
        case pressure
        /// `[over] WORD`: a barometer part.
        case part
        /// `from LENGTH to LENGTH step LENGTH`.
        case lengthRange
        /// `from SPEED to SPEED step SPEED`.
        case speedRange
        /// `from PRESSURE-RATE to PRESSURE-RATE step PRESSURE-RATE`.
        case pressureRateRange
        /// `from PRESSURE to PRESSURE step PRESSURE`.
        case pressureRange
    }
}

extension SlotRanges {
    /// The numeric slots of `vary`: a swept value is checked again where it lands (a terrain height
    /// as a ground height, a front's speed as a front's), so these bound only what any target takes.
    static let sweepRows: [(String, Int, String, NumericRange)] = [
        ("length", 0, "a swept length", .offset), ("speed", 0, "a swept speed", .motionSpeed),
        ("pressureRate", 0, "a swept pressure trend", .pressureTrend),
        ("pressure", 0, "a swept pressure", .seaLevelPressure),
        ("lengthRange", 0, "a swept length", .offset), ("lengthRange", 1, "a swept length", .offset),
        ("lengthRange", 2, "a sweep's step", .offset),
        ("speedRange", 0, "a swept speed", .motionSpeed), ("speedRange", 1, "a swept speed", .motionSpeed),
        ("speedRange", 2, "a sweep's step", .motionSpeed),
        ("pressureRateRange", 0, "a swept pressure trend", .pressureTrend),
        ("pressureRateRange", 1, "a swept pressure trend", .pressureTrend),
        ("pressureRateRange", 2, "a sweep's step", .pressureTrend),
        ("pressureRange", 0, "a swept pressure", .seaLevelPressure),
        ("pressureRange", 1, "a swept pressure", .seaLevelPressure),
        ("pressureRange", 2, "a sweep's step", .contextPressure),
    ]
}
