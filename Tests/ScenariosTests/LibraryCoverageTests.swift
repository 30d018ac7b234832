import Scenarios
import Testing

/// The library, together, uses every form of the language the simulator can model.
@Suite("Library coverage of the language")
struct LibraryCoverageTests {
    /// Forms that are errors by design (not modelled), or need a file not installed here.
    static let exempt: Set<String> = [
        "building.basements", "stations.bias", "station.elevation", "station.noise", "station.every", "station.stale",
        "transport.garbage", "service.head=missing-calibration", "key.head=expired", "at.wait", "at.window",
        "at.window=open", "at.window=close", "at.setAltitude", "at.ventilation=recirculate", "geoid.model",
        "geoid.model=egm96",
        "front.toward", "tide=off",
        // The SDK's confidences (`floorConfidence`, `addressConfidence`) are always absent, so a
        // comparison on them can only fail with "no data"; `context … absent` is in the library.
        "expect.contextNumber",
        // `service KIND` in a timeline is the same fault as `assistance KIND`, whose words the
        // library uses each (flaky-network, world-faults-timeline); world-faults-timeline writes `service outage`.
        "at.serviceFault=missing-reference", "at.serviceFault=unreachable", "at.serviceFault=stale",
        "at.serviceFault=error",
        "at.serviceFault=garbage",
        // No reference pressure was recorded with the bundled trials, so no site names a series
        // (the sites write `reference declared`); SiteReferenceTests and LogRunSiteReferenceTests use one.
        "reference.head=series", "reference.file",
    ]

    /// "kind.clause" and "kind.clause=word" for every clause of every library file.
    static func used() -> Set<String> {
        var used: Set<String> = []
        func visit(_ statement: StatementSyntax) {
            let kind = statement.kind.keyword
            for clause in [statement.head] + statement.clauses {
                used.insert("\(kind).\(clause.name)")
                for value in clause.values {
                    if let word = value.word { used.insert("\(kind).\(clause.name)=\(word)") }
                    if case .list(let words) = value.value {
                        for word in words { used.insert("\(kind).\(clause.name)=\(word)") }
                    }
                }
                for keyword in clause.keywords { used.insert("\(kind).\(clause.name)+\(keyword)") }
            }
            statement.block.forEach(visit)
        }
        // The field-log sites are scenario files too: the label expectations belong there alone.
        for path in ScenarioSupport.libraryFiles + ScenarioSupport.fieldSiteFiles {
            ScenarioLoader().load(path: path).root.statements.forEach(visit)
        }
        return used
    }

    @Test("Every statement, clause and word choice appears in scenarios/ (or field-logs/sites/)")
    func everyForm() {
        var used = Self.used()
        // A phone model and a device take the same options: either use counts for both.
        for key in used where key.hasPrefix("phone.") || key.hasPrefix("device.") {
            let option = key.drop { $0 != "." }
            used.insert("phone" + option)
            used.insert("device" + option)
        }
        var missing: [String] = []
        for schema in Grammar.statements {
            let kind = schema.kind.keyword
            for pattern in [schema.head] + schema.clauses {
                let key = "\(kind).\(pattern.name)"
                if !(pattern.elements.isEmpty || used.contains(key) || Self.exempt.contains(key)) {
                    missing.append(key)
                }
                for element in pattern.elements {
                    var choices: [String] = []
                    if case .slot(.word(let words)) = element { choices = words }
                    if case .slot(.list(let words)) = element { choices = words }
                    for word in choices
                    where !used.contains("\(key)=\(word)") && !Self.exempt.contains("\(key)=\(word)")
                        && !(kind == "weather" && word == "off") && !(kind == "expect" && pattern.name != "code")
                    {
                        if ["east", "west", "north", "south"].contains(word) { continue }
                        missing.append("\(key)=\(word)")
                    }
                }
            }
        }
        #expect(missing.isEmpty, "not used in scenarios/: \(missing)")
    }
}
