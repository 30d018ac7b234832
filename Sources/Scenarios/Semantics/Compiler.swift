import Geophysics
import Simulation

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
    /// The device names each repeated device (`50 × device "crowd"`) stands for, by its written name.
    var deviceGroups: [String: [String]] = [:]
    /// Values ``RangeChecker`` reported; later errors about the same text are not repeated.
    var rangeErrors: [LineKey: [SourceRange]] = [:]

    /// A file and line, to find the range errors of a line without scanning them all.
    struct LineKey: Hashable {
        var file: String
        var line: Int
    }

    /// The statements of each kind, in order (so `all(_:)` does not scan every statement).
    let statementsByKind: [StatementKind: [StatementSyntax]]

    init(
        statements: [StatementSyntax], geoidGridExists: @escaping (String) -> Bool,
        files: ScenarioLoader = ScenarioLoader()
    ) {
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
        compileTags()
        compileWorld()
        compileNetwork()
        compileReference()
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
    mutating func require(
        _ value: Double, in lower: Double, _ upper: Double, _ what: String, unit: String,
        at node: ValueNode?, range fallback: SourceRange = .unknown, shown: String? = nil
    ) -> Bool {
        guard !value.isFinite || value < lower || value > upper else { return true }
        let written = node.map { ScenarioPrinter.print($0.value) } ?? "\(value)"
        error(
            "\(written) is out of range for \(what)", at: node?.range ?? fallback,
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
            error(
                "\(what) \(ScenarioPrinter.print(node.value)) is outside the run",
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
        error(
            "\(what) \(ScenarioPrinter.print(node.value)) is too long", at: node.range,
            hint: "durations and times are counted in nanoseconds and must stay below about 292 years")
    }

    /// A window `[start, start + length)` that must end within the run.
    mutating func window(start: Int64, lengthNanoseconds: Int64?, at range: SourceRange, _ what: String)
        -> SimulationWindow?
    {
        guard let length = lengthNanoseconds else { return SimulationWindow(startOffsetNanoseconds: start) }
        let (end, overflow) = start.addingReportingOverflow(length)
        if overflow || end > scenario.durationNanoseconds {
            error(
                "\(what) ends after the run", at: range,
                hint:
                    "the run lasts \(Format.duration(scenario.durationNanoseconds)); shorten the window or lengthen `duration`"
            )
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
        error(
            "the ground is \(Format.number(height.rounded())) m high at \(what)", at: range,
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
}
