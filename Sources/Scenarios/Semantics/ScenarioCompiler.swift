import Geophysics
import Simulation

/// The semantic pass: maps a scenario's syntax (includes spliced, names checked) onto a
/// ``Scenario``, reporting every error at the clause it is about.
///
/// Checks: every value against its slot's range (``RangeChecker``, first), then what depends
/// on other values: floors that do not exist, times outside the run, ground out of range where
/// the scenario goes, faults the model cannot apply, forms the simulator cannot model, missing
/// required statements, and the geoid grid when it is asked for but not installed.
///
/// Statements are compiled in a fixed order (settings, world, devices, expectations) so
/// that printing a scenario and compiling the text again gives an equal value.
public enum ScenarioCompiler {
    /// Compiles `statements`; returns `nil` when any error was reported into `diagnostics`.
    /// - Parameters:
    ///   - geoidGridExists: whether a grid file is readable (injected for tests).
    ///   - files: reads the height grid of a `terrain grid file`, under its include policy.
    public static func compile(
        _ statements: [StatementSyntax], diagnostics: inout DiagnosticBag,
        geoidGridExists: @escaping (String) -> Bool = ScenarioCompiler.fileExists, files: ScenarioLoader = ScenarioLoader()
    ) -> Scenario? {
        compile(statements, diagnostics: &diagnostics, geoidGridExists: geoidGridExists, files: files, work: CheckWork())
    }

    /// ``compile(_:diagnostics:geoidGridExists:files:)``, counting the statements it examines into `work`.
    static func compile(
        _ statements: [StatementSyntax], diagnostics: inout DiagnosticBag,
        geoidGridExists: @escaping (String) -> Bool = ScenarioCompiler.fileExists, files: ScenarioLoader = ScenarioLoader(),
        work: CheckWork
    ) -> Scenario? {
        var compiler = Compiler(statements: statements, geoidGridExists: geoidGridExists, files: files)
        compiler.work = work
        compiler.run()
        // Report in source order (files in the order first met, then line and column).
        var files: [String] = []
        for statement in statements where !files.contains(statement.location.file) { files.append(statement.location.file) }
        let sorted = compiler.bag.diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let (fx, fy) = (files.firstIndex(of: x.file) ?? files.count, files.firstIndex(of: y.file) ?? files.count)
            if fx != fy { return fx < fy }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }
        for item in sorted { diagnostics.report(item.element) }
        return compiler.bag.hasErrors ? nil : compiler.scenario
    }

    /// Whether a file exists and is readable.
    public static func fileExists(_ path: String) -> Bool {
        FileProbe.isReadable(path)
    }
}

/// The state of one semantic pass.
struct Compiler {
    let statements: [StatementSyntax]
    let geoidGridExists: (String) -> Bool
    /// Reads height-grid files.
    let files: ScenarioLoader
    var bag = DiagnosticBag()
    var scenario = Scenario(name: "", durationNanoseconds: 0)
    /// Building index by name.
    var buildingIndex: [String: Int] = [:]
    /// `elevator SPEED` of a building, by index.
    var elevatorSpeeds: [Int: Double] = [:]
    /// Whether a value of the `terrain` statement is out of its range (then the ground is not
    /// checked again where the scenario goes: the value's own error says it all).
    var terrainHasRangeError = false
    /// The names of ``Scenario/labels`` (the first label of a name wins).
    var labelNames = Set<String>()
    /// Values ``RangeChecker`` reported; later errors about the same text are not repeated.
    var rangeErrors: [LineKey: [SourceRange]] = [:]

    /// A file and line, to find the range errors of a line without scanning them all.
    struct LineKey: Hashable {
        var file: String
        var line: Int
    }

    /// The statements of each kind, in order (so `all(_:)` does not scan every statement).
    let statementsByKind: [StatementKind: [StatementSyntax]]

    init(statements: [StatementSyntax], geoidGridExists: @escaping (String) -> Bool, files: ScenarioLoader = ScenarioLoader()) {
        self.statements = statements
        self.geoidGridExists = geoidGridExists
        self.statementsByKind = Dictionary(grouping: statements, by: \.kind)
        self.files = files
    }

    /// Counts the statements `all(_:)` hands out (for tests of the check's cost).
    var work = CheckWork()

    func all(_ kind: StatementKind) -> [StatementSyntax] {
        let found = statementsByKind[kind] ?? []
        work.statementsExamined += found.count
        return found
    }

    mutating func run() {
        for range in RangeChecker.check(statements, into: &bag) {
            rangeErrors[LineKey(file: range.start.file, line: range.start.line), default: []].append(range)
        }
        compileSettings()
        compileWorld()
        compileNetwork()
        compileDevices()
        compileExpectations()
    }

    // MARK: Diagnostics helpers

    mutating func error(_ message: String, at range: SourceRange, hint: String? = nil) {
        guard !repeatsRangeError(range) else { return }
        bag.error(message, at: range, hint: hint)
    }

    /// Whether `range` covers a value ``RangeChecker`` already reported (one error per value).
    func repeatsRangeError(_ range: SourceRange) -> Bool {
        guard !rangeErrors.isEmpty else { return false }
        return (rangeErrors[LineKey(file: range.start.file, line: range.start.line)] ?? []).contains { reported in
            reported.start.byteOffset >= range.start.byteOffset
                && reported.end.byteOffset <= max(range.end.byteOffset, range.start.byteOffset)
        }
    }

    /// Reports unless `lower ≤ value ≤ upper`; returns whether it is in range.
    @discardableResult
    mutating func require(_ value: Double, in lower: Double, _ upper: Double, _ what: String, unit: String,
                          at node: ValueNode?, range fallback: SourceRange = .unknown, shown: String? = nil) -> Bool {
        guard !value.isFinite || value < lower || value > upper else { return true }
        let written = node.map { ScenarioPrinter.print($0.value) } ?? "\(value)"
        error("\(written) is out of range for \(what)", at: node?.range ?? fallback,
              hint: "\(what) must be " + (shown ?? "from \(Format.number(lower)) to \(Format.number(upper)) \(unit)"))
        return false
    }

    /// The `± SPREAD` of a clause written `VALUE [± SPREAD]` (its second value; its range is
    /// ``SlotRanges``'), 0 when it is not written.
    func spread(of clause: ClauseSyntax, _ value: (ValueNode) -> Double?) -> Double {
        guard clause.values.count > 1 else { return 0 }
        return value(clause.values[1]) ?? 0
    }

    /// A time since the start in ns, checked to lie within the run (`0 … duration`).
    mutating func time(_ node: ValueNode?, _ what: String) -> Int64? {
        guard let node, let t = node.timeNanosecondsSinceStart ?? node.durationNanoseconds else {
            reportUnrepresentableDuration(node, what)
            return nil
        }
        if t < 0 || (scenario.durationNanoseconds > 0 && t > scenario.durationNanoseconds) {
            error("\(what) \(ScenarioPrinter.print(node.value)) is outside the run",
                  at: node.range, hint: "the run lasts \(Format.duration(scenario.durationNanoseconds)) (`duration`)")
            return nil
        }
        return t
    }

    /// A duration in ns, checked to be positive.
    mutating func positiveDuration(_ node: ValueNode?, _ what: String) -> Int64? {
        guard let node, let ns = node.durationNanoseconds else {
            reportUnrepresentableDuration(node, what)
            return nil
        }
        guard ns > 0 else {
            error("\(what) must be longer than 0", at: node.range)
            return nil
        }
        return ns
    }

    /// A duration literal too large for Int64 nanoseconds (≈ 292 years) is an error, never a
    /// silent 0 (other dimensions are reported by the unit check).
    mutating func reportUnrepresentableDuration(_ node: ValueNode?, _ what: String) {
        guard let node, let quantity = node.quantity, quantity.dimension == .duration else { return }
        error("\(what) \(ScenarioPrinter.print(node.value)) is too long", at: node.range,
              hint: "durations and times are counted in nanoseconds and must stay below about 292 years")
    }

    /// A window `[start, start + length)` that must end within the run.
    mutating func window(start: Int64, lengthNanoseconds: Int64?, at range: SourceRange, _ what: String) -> SimulationWindow? {
        guard let length = lengthNanoseconds else { return SimulationWindow(startOffsetNanoseconds: start) }
        let (end, overflow) = start.addingReportingOverflow(length)
        if overflow || end > scenario.durationNanoseconds {
            error("\(what) ends after the run", at: range,
                  hint: "the run lasts \(Format.duration(scenario.durationNanoseconds)); shorten the window or lengthen `duration`")
            return nil
        }
        return SimulationWindow(startOffsetNanoseconds: start, endOffsetNanoseconds: end)
    }

    /// Reports unless the ground at `point` lies in the ground-height range: a plane or hills can
    /// rise out of the atmosphere far from the origin, and a pressure there is not a number.
    mutating func checkGround(at point: EastNorth, range: SourceRange, _ what: String) {
        guard !terrainHasRangeError else { return }
        let height = scenario.terrain.heightMeters(at: point)
        let ground = NumericRange.groundHeight
        guard !ground.contains(height) else { return }
        error("the ground is \(Format.number(height.rounded())) m high at \(what)", at: range,
              hint: "the terrain must stay \(ground.shown) wherever the scenario goes (\(ground.reason))")
    }

    /// Reports a form the simulator has no model for.
    mutating func unsupported(_ clause: ClauseSyntax, _ why: String, hint: String? = nil) {
        error("\(why)", at: clause.range, hint: hint)
    }

    /// A position clause (`at L east/west L north/south`) as east/north metres.
    func position(_ clause: ClauseSyntax) -> EastNorth {
        Compiler.position(clause.values, from: 0)
    }

    static func position(_ values: [ValueNode], from index: Int) -> EastNorth {
        guard values.count >= index + 4 else { return EastNorth(eastMeters: 0, northMeters: 0) }
        let east = (values[index].lengthMeters ?? 0) * (values[index + 1].word == "west" ? -1 : 1)
        let north = (values[index + 2].lengthMeters ?? 0) * (values[index + 3].word == "south" ? -1 : 1)
        return EastNorth(eastMeters: east, northMeters: north)
    }

    // MARK: Settings

    mutating func compileSettings() {
        if let title = all(.scenario).first {
            scenario.name = title.head.values.first?.string ?? ""
            scenario.sourceMap["scenario"] = title.range
        } else {
            error("a scenario needs a title: `scenario \"NAME\"`", at: SourceRange(at: statements.first?.location ?? .unknown),
                  hint: "a file without a `scenario` statement is a library: include it from a scenario")
        }
        if let seed = all(.seed).first, let value = seed.head.values.first?.integer {
            if value < 0 {
                error("seed \(value) must not be negative", at: seed.head.range)
            } else {
                scenario.seed = UInt64(value)
            }
        }
        if let duration = all(.duration).first {
            scenario.sourceMap["duration"] = duration.range
            let node = duration.head.values.first
            // At most 366 days: its range is in `SlotRanges`.
            if let ns = positiveDuration(node, "the duration"), ns <= 366 * 86_400 * 1_000_000_000 {
                scenario.durationNanoseconds = ns
            }
        } else {
            error("a scenario needs a `duration` (for example `duration 2 h`)",
                  at: SourceRange(at: statements.first?.location ?? .unknown))
        }
        if let start = all(.start).first { compileStart(start) }
        if let origin = all(.origin).first { compileOrigin(origin) }
        if let geoid = all(.geoid).first { compileGeoid(geoid) }
    }

    mutating func compileStart(_ statement: StatementSyntax) {
        let values = statement.head.values
        guard case .date(let year, let month, let day)? = values.first?.value else { return }
        guard (1970...2200).contains(year), (1...12).contains(month), (1...CivilDate.days(inMonth: month, year: year)).contains(day) else {
            error("\(ScenarioPrinter.print(values[0].value)) is not a valid date from 1970 to 2200", at: values[0].range)
            return
        }
        var nanoseconds = CivilDate.daysSinceEpoch(year: year, month: month, day: day) * 86_400 * 1_000_000_000
        if values.count > 1, let time = values[1].timeNanosecondsSinceStart {
            guard time < 86_400 * 1_000_000_000 else {
                error("the time of day must be before 24:00", at: values[1].range)
                return
            }
            nanoseconds += time
        }
        scenario.startNanoseconds = nanoseconds
    }

    mutating func compileOrigin(_ statement: StatementSyntax) {
        let values = statement.head.values
        guard values.count == 2 else { return }
        let latitude = values[0].number?.value ?? values[0].quantity?.baseValue ?? 0
        let longitude = values[1].number?.value ?? values[1].quantity?.baseValue ?? 0
        scenario.origin = GeodeticCoordinate(latitudeDegrees: latitude, longitudeDegrees: longitude)
        if let elevation = statement.clause(WorldClause.Origin.elevation) {
            if !all(.terrain).isEmpty {
                error("the origin's elevation is set by the `terrain` statement", at: elevation.range,
                      hint: "remove `elevation` or write the height on `terrain`")
            } else if let height = elevation.values.first?.lengthMeters {
                scenario.terrain = .flat(heightMeters: height)
            }
        }
    }

    mutating func compileGeoid(_ statement: StatementSyntax) {
        if let constant = statement.clause(WorldClause.Geoid.undulation), let n = constant.values.first?.lengthMeters {
            scenario.geoid = .constant(undulationMeters: n)
        } else if let model = statement.clause(WorldClause.Geoid.model) {
            let path = GeoidGrid.egm96DefaultPath
            if geoidGridExists(path) {
                scenario.geoid = .egm96(path: path)
            } else {
                error("the EGM96 geoid grid is not installed (\(path))", at: model.range,
                      hint: "install Debian's proj-data package (apt-get install proj-data), or give a constant: `geoid -32.5 m`")
            }
        } else {
            error("`geoid` needs a constant undulation (`geoid -32.5 m`) or `egm96`", at: statement.range)
        }
    }
}
