/// Checks that need no simulator model: names are defined once and referenced correctly,
/// single statements appear once, each device's timeline is in order.
///
/// Run on the flattened statements of a scenario (``ParsedScenario/statements``); every
/// error points at the reference, with a did-you-mean over the defined names.
public enum ReferenceChecker {
    /// Statements that may appear at most once per scenario.
    public static let singleStatements: [StatementKind] = [
        .scenario, .seed, .duration, .start, .origin, .geoid, .coverage, .key, .reference,
    ]

    /// Returns the diagnostics for `statements`.
    public static func check(_ statements: [StatementSyntax]) -> DiagnosticBag {
        check(statements, work: CheckWork())
    }

    /// ``check(_:)``, counting its name lookups into `work`.
    static func check(_ statements: [StatementSyntax], work: CheckWork) -> DiagnosticBag {
        var bag = DiagnosticBag()
        checkSingleStatements(statements, into: &bag)
        let buildings = defineNames(of: .building, in: statements, what: "building", work: work, into: &bag)
        let models = defineNames(of: .phoneModel, in: statements, what: "phone model", work: work, into: &bag)
        let devices = defineNames(of: .device, in: statements, what: "device", work: work, into: &bag)
        _ = defineNames(of: .station, in: statements, what: "station", work: work, into: &bag)
        var labels = NameTable(work: work)
        for device in statements where device.kind == .device {
            for clause in device.clauses(named: DeviceOption.model) {
                reference(clause.values.first, among: models, what: "phone model", into: &bag)
            }
            for clause in device.clauses(named: DeviceOption.inside) {
                reference(clause.values.first, among: buildings, what: "building", into: &bag)
            }
            checkTimeline(of: device, buildings: buildings, labels: &labels, into: &bag)
        }
        // Top-level `at` lines are the world's timeline (service faults): their labels count too.
        let world = StatementSyntax(kind: .device, block: statements.filter { $0.kind == .timeline })
        checkTimeline(of: world, buildings: buildings, labels: &labels, into: &bag)
        checkExpectationReferences(in: statements, labels: labels, devices: devices, into: &bag)
        return bag
    }

    /// Reports a second statement of a kind that may appear once.
    private static func checkSingleStatements(_ statements: [StatementSyntax], into bag: inout DiagnosticBag) {
        var firstOfKind: [StatementKind: StatementSyntax] = [:]
        for statement in statements where singleStatements.contains(statement.kind) {
            if let first = firstOfKind[statement.kind] {
                bag.error(
                    "duplicate '\(statement.kind.keyword)' statement", at: statement.range,
                    notes: ["first written at \(first.location)"])
            } else {
                firstOfKind[statement.kind] = statement
            }
        }
    }

    /// Checks a device's timeline: lines in time order, buildings it names defined; collects its
    /// labels into `labels`.
    private static func checkTimeline(
        of device: StatementSyntax, buildings: NameTable, labels: inout NameTable, into bag: inout DiagnosticBag
    ) {
        var previous: (Int64, ValueNode)?
        for entry in device.block where entry.kind == .timeline {
            if let time = entry.head.values.first, let nanoseconds = time.time?.nanosecondsSinceStart {
                if let (last, lastNode) = previous, nanoseconds < last {
                    bag.error(
                        "timeline out of order: \(ScenarioPrinter.print(time.value)) comes after "
                            + ScenarioPrinter.print(lastNode.value), at: time.range,
                        hint: "timeline lines of a device must be in time order")
                }
                previous = (nanoseconds, time)
            }
            for clause in entry.clauses
            where [ActionPattern.walkToBuilding, .enter, .leave].map(\.rawValue).contains(clause.name) {
                reference(clause.values.first, among: buildings, what: "building", into: &bag)
            }
            for clause in entry.clauses(named: ActionModifier.label) {
                if let label = clause.values.first?.string { labels.add(label) }
            }
        }
    }

    /// Checks the timeline labels and devices expectations (top-level and per device) refer to.
    private static func checkExpectationReferences(
        in statements: [StatementSyntax], labels: NameTable, devices: NameTable, into bag: inout DiagnosticBag
    ) {
        let expectations =
            statements.filter { $0.kind == .expect }
            + statements.filter { $0.kind == .device }.flatMap { $0.block.filter { $0.kind == .expect } }
        for expectation in expectations {
            for clause in expectation.clauses(named: ExpectationModifier.ofEvent) {
                reference(clause.values.first, among: labels, what: "timeline label", into: &bag)
            }
            for clause in expectation.clauses(named: ExpectationModifier.device) {
                reference(clause.values.first, among: devices, what: "device", into: &bag)
            }
        }
    }

    /// Collects the names of statements of `kind`, reporting duplicates.
    private static func defineNames(
        of kind: StatementKind, in statements: [StatementSyntax], what: String,
        work: CheckWork, into bag: inout DiagnosticBag
    ) -> NameTable {
        var names = NameTable(work: work)
        for statement in statements where statement.kind == kind {
            guard let node = statement.head.values.first, let name = node.string else { continue }
            if let first = names.location(of: name) {
                bag.error("\(what) '\(name)' is defined twice", at: node.range, notes: ["first defined at \(first)"])
            } else {
                names.add(name, at: node.range.start)
            }
        }
        return names
    }

    private static func reference(
        _ node: ValueNode?, among names: NameTable, what: String, into bag: inout DiagnosticBag
    ) {
        guard let node, let name = node.string, !names.contains(name) else { return }
        let hint =
            EditDistance.didYouMean(name, among: names.ordered)
            ?? (names.ordered.isEmpty
                ? "no \(what) is defined"
                : "defined: " + names.ordered.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
                    + (names.ordered.count > 20 ? ", …" : ""))
        bag.error("no \(what) named '\(name)'", at: node.range, hint: hint)
    }
}
