import Simulation

extension Compiler {
    /// The service faults of `service` statements and of top-level `at` lines (the world's timeline),
    /// in source order, so the printer's order reads back the same.
    mutating func compileWorldFaults() {
        for statement in statements where statement.kind == .service || statement.kind == .timeline {
            work.statementsExamined += 1
            if statement.kind == .service {
                compileServiceFault(statement)
            } else {
                compileWorldTimeline(statement)
            }
        }
    }

    /// A top-level `at TIME assistance KIND [for DURATION] [as "LABEL"]` line: a fault of the shared
    /// service, for any number of devices; its label (world label, no device) can anchor expectations
    /// (`within 1 min of "cut"`, `during "cut"`). Any other action is an error: it needs a person.
    mutating func compileWorldTimeline(_ line: StatementSyntax) {
        guard let t = time(line.head.values.first, "the timeline time") else { return }
        let world = DeviceSpec(name: Self.worldLabelOwner)
        for section in line.sections {
            guard let action = section.first else { continue }
            guard let pattern = action.pattern(ActionPattern.self), [.assistanceFault, .serviceFault].contains(pattern)
            else {
                error(
                    "a top-level `at` line holds faults of the world, not '\(action.keywords.first ?? action.name)'",
                    at: action.range,
                    hint: "write `at TIME assistance outage for 10 min`; indent other actions under a `device`")
                continue
            }
            guard let modifiers = checkedModifiers(of: section, action: action, pattern: pattern) else {
                continue
            }
            recordLabel(of: section, at: t, device: world)
            compileAssistanceFault(action, modifiers: modifiers, at: t)
        }
    }

    /// The device name of a world label (``TimelineLabel/deviceName``): none.
    static let worldLabelOwner = ""
}
