import Testing

@testable import altsim

@Suite("Every engine configuration key the parser accepts is listed by compare --help")
struct EngineSpecKeyTableTests {
    /// The spec of `item` with its text and label set back to the blank spec's, so only the
    /// fields the key sets remain.
    static func fieldsOf(_ item: String) throws -> EngineSpec {
        var spec = try EngineSpec(parsing: item)
        spec.text = ""
        spec.label = "default"
        return spec
    }

    @Test("Each key parses with its example, sets a field, and appears in compare --help as key=VALUE")
    func everyKeyIsParsedAndListed() throws {
        let blank = try EngineSpec(parsing: "")
        let usage = CompareCommand.usage
        for key in EngineSpec.keyTable {
            let item = "\(key.name)=\(key.example)"
            if key.name == "name" {
                #expect(try EngineSpec(parsing: item).label == key.example)
            } else {
                #expect(try Self.fieldsOf(item) != blank, "\(item) changes nothing")
            }
            #expect(usage.contains("  \(key.name)=\(key.value)"), "compare --help does not list \(key.name)")
        }
        #expect(usage.contains("height-floor-sigma=") && usage.contains("temperature-sigma="))
    }

    @Test("An unknown key names every key")
    func rangesAndUnknownKeyFollowTheTable() {
        do {
            _ = try EngineSpec(parsing: "colour=red")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect("\(error)".contains(EngineSpec.keys.joined(separator: ", ")))
        }
    }
}
