import Fuzzing
import Scenarios
import Testing

@Suite("Generation")
struct GenerationTests {
    static let seeds: [UInt64] = (0..<40).map { FuzzRandom.caseSeed(rootSeed: 2026, index: $0) }

    @Test("Every generated case loads, and its canonical text loads back to the same scenario", arguments: seeds)
    func generatedCaseIsValidAndRoundTrips(seed: UInt64) throws {
        let fuzzCase = CaseGenerator().generate(seed: seed)
        let loaded = fuzzCase.scenario()
        let scenario = try #require(loaded.scenario, "\(loaded.diagnostics)\n\(fuzzCase.text)")
        let printed = ScenarioPrinter.print(scenario)
        let reloaded = ScenarioLoader().loadScenario(
            source: SourceFile(path: "printed.scenario", bytes: Array(printed.utf8)))
        let again = try #require(reloaded.scenario, "\(reloaded.renderDiagnostics())\n\(printed)")
        #expect(again.withoutSourceLocations() == scenario.withoutSourceLocations())
    }

    @Test("Generation is a pure function of the seed")
    func generationIsDeterministic() {
        for seed in Self.seeds.prefix(10) {
            #expect(CaseGenerator().generate(seed: seed) == CaseGenerator().generate(seed: seed))
        }
        #expect(CaseGenerator().generate(seed: 1).text != CaseGenerator().generate(seed: 2).text)
    }

    @Test("Swarm testing: cases enable different subsets, and every feature class appears")
    func swarmSubsetsVaryAndCoverEveryFeature() {
        let cases = (0..<60).map {
            CaseGenerator().draw(seed: UInt64($0), drawSeed: FuzzRandom.caseSeed(rootSeed: 7, index: $0))
        }
        #expect(Set(cases.map(\.features)).count > 30)
        let seen = Set(cases.flatMap(\.features))
        #expect(seen == Set(FuzzFeature.allCases))
        #expect(
            cases.contains { !$0.features.contains(.buildings) } && cases.contains { $0.features.contains(.buildings) })
    }

    @Test("The language is exercised: worlds, weather, stations, service, devices, faults, app calls")
    func generatedTextCoversTheLanguage() {
        let text = (0..<80).map { CaseGenerator().generate(seed: FuzzRandom.caseSeed(rootSeed: 3, index: $0)).text }
            .joined()
        for word in [
            "terrain ", "building ", "weather ", "temperature ", "front ", "thunderstorm ", "stations grid",
            "station \"",
            "coverage ", "key ", "service ", "transport ", "barometer stuck", "gnss ", "elevator to floor",
            "stairs to floor",
            "door ", "sunroof ", "calibrate for", "altitude once", "altitude every", "filters ", "stop sdk",
            "assistance ", "indoors network", "entrance-delay ", "gaps ", "outdoor-accuracy ",
        ] {
            #expect(text.contains(word), "no generated case contains '\(word)'")
        }
    }

    @Test("Case seeds depend on the root seed and the index only")
    func caseSeeds() {
        #expect(FuzzRandom.caseSeed(rootSeed: 1, index: 5) == FuzzRandom.caseSeed(rootSeed: 1, index: 5))
        #expect(FuzzRandom.caseSeed(rootSeed: 1, index: 5) != FuzzRandom.caseSeed(rootSeed: 1, index: 6))
        #expect(FuzzRandom.caseSeed(rootSeed: 1, index: 5) != FuzzRandom.caseSeed(rootSeed: 2, index: 5))
    }
}

@Suite("Generation quality")
struct GenerationQualityTests {
    @Test("Most first draws are valid, so redraws rarely change what swarm testing chose")
    func firstDrawsAreMostlyValid() {
        let generator = CaseGenerator()
        let seeds = (0..<60).map { FuzzRandom.caseSeed(rootSeed: 17, index: $0) }
        let valid = seeds.filter { seed in
            let drawn = generator.draw(seed: seed, drawSeed: seed)
            return drawn.scenario().scenario != nil && generator.generate(seed: seed) == drawn
        }
        #expect(valid.count >= 54, "only \(valid.count) of 60 first draws were valid")
    }
}
