import Testing

@testable import Scenarios

/// `tags …`: the accuracy campaign report's groups, parsed, checked, printed and read from includes.
@Suite struct TagsTests {
    static let base = """
        scenario "tagged"
        duration 10 min
        device "phone"
          at 00:00 start sdk

        """

    @Test("Tags are read in order, each once, across statements and includes")
    func readInOrder() throws {
        let loader = IncludeTests.loader([
            "s/main.scenario": Self.base
                + "tags dense-urban, high-site\ninclude \"lib/storm.scenario\"\ntags high-site\n",
            "s/lib/storm.scenario": "tags storm, budget-phone\n",
        ])
        let loaded = loader.loadScenario(path: "s/main.scenario")
        #expect(!loaded.hasErrors, "\(loaded.renderDiagnostics())")
        #expect(loaded.scenario?.tags == [.denseUrban, .highSite, .storm, .budgetPhone])
    }

    @Test("Printing keeps the tags: the printed text compiles to the same scenario")
    func roundTrip() throws {
        let scenario = try #require(
            ScenarioSupport.scenario(Self.base + "tags rural, low-site, front, standard-phone\n"))
        let text = ScenarioPrinter.print(scenario)
        #expect(text.contains("\ntags rural, low-site, front, standard-phone\n"))
        let again = try #require(ScenarioSupport.reparsed(scenario))
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
    }

    @Test("Two tags of one dimension are an error naming both")
    func oneOfEachDimension() {
        let errors = ScenarioSupport.errors(Self.base + "tags urban, calm\ntags rural\n")
        #expect(
            errors.contains(
                "tags 'urban' and 'rural' are both of the morphology: a scenario's runs belong to one group of each"))
        #expect(errors.contains("keep one morphology tag"))
    }

    @Test("An unknown tag is an error with a did-you-mean")
    func unknownTag() {
        let errors = ScenarioSupport.errors(Self.base + "tags dense-urbn\n")
        #expect(errors.contains("dense-urban"), "\(errors)")
    }
}
