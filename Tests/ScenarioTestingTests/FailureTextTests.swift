import AltitudeEngine
import ScenarioTesting
import Scenarios
import Simulation
import Testing

@Suite("Failure text")
struct FailureTextTests {
    typealias B = TraceBuilder

    /// Error 850 until 12 s (late for a 10 s promise), a step at 0 s, and a fault at 5…6 s.
    static let records: [TraceRecord] =
        ([
            B.step(0, 0, "start sdk"), B.sdk(0, .initialising), B.fault(5, "barometer stuck", active: true, device: 0),
            B.fault(6, "barometer stuck", active: false, device: 0),
        ]
        + B.every(2, from: 2, to: 20) { t in
            B.callback(
                t, height: t < 12 ? nil : 101.25, u68: t < 12 ? nil : 1.5, status: t < 4 ? nil : 200,
                error: t < 12 ? 850 : 0, cal: false, truth: B.truth(hae: 100.5))
        }).sorted { $0.timeNanoseconds < $1.timeNanoseconds }

    static func report() -> ScenarioReport {
        let file = """
            expect status 200 within 10 s
            expect error 850 -> 0 within 10 s of start
            """
        let (syntax, _) = ScenarioParser.parse(SourceFile(path: "scenarios/late-reference.scenario", text: file + "\n"))
        var diagnostics = DiagnosticBag()
        let expectations = syntax.statements.compactMap {
            ExpectationCompiler.compile($0, deviceName: nil, context: B.context, diagnostics: &diagnostics)
        }
        return ExpectationEvaluator.evaluate(
            expectations, records: records,
            facts: B.facts(path: "scenarios/late-reference.scenario"))
    }

    @Test func snapshot() {
        #expect(
            Self.report().rendered() == """
                FAIL scenarios/late-reference.scenario (seed 42): 1 of 2 expectations failed

                scenarios/late-reference.scenario:2:1: expectation failed: expect error 850 -> 0 within 10 s of start
                  expected: error 850 -> 0 by 00:00:10.000 (within 00:00:10.000 of the start)
                  actual:   edge at 00:00:12.000, 00:00:02.000 late
                  instants: 00:00:02.000, 00:00:10.000, 00:00:12.000
                  timeline:
                      00:00:00.000  step 0: start sdk
                      00:00:00.000  true 100.00 m  sdk 801
                    > 00:00:02.000  true 100.50 m  reported —  status —  error 850  warning 0  cal false
                      00:00:04.000  true 100.50 m  reported —  status 200  error 850  warning 0  cal false
                      00:00:05.000  fault begins: barometer stuck
                      00:00:06.000  fault ends: barometer stuck
                      00:00:06.000  true 100.50 m  reported —  status 200  error 850  warning 0  cal false
                      00:00:08.000  true 100.50 m  reported —  status 200  error 850  warning 0  cal false
                    > 00:00:10.000  true 100.50 m  reported —  status 200  error 850  warning 0  cal false
                    > 00:00:12.000  true 100.50 m  reported 101.25 ± 1.50 m  status 200  error 0  warning 0  cal false
                      00:00:14.000  true 100.50 m  reported 101.25 ± 1.50 m  status 200  error 0  warning 0  cal false
                      00:00:16.000  true 100.50 m  reported 101.25 ± 1.50 m  status 200  error 0  warning 0  cal false
                      00:00:18.000  true 100.50 m  reported 101.25 ± 1.50 m  status 200  error 0  warning 0  cal false
                  seed:     42
                  reproduce: altsim run scenarios/late-reference.scenario --seed 42

                holding:
                  ok    scenarios/late-reference.scenario:1:1  expect status 200 within 10 s — at 00:00:04.000
                """)
    }

    @Test func reproduceCommandQuotesPathsAndFallsBackForBuilders() {
        var report = Self.report()
        report.facts.scenarioPath = "my scenarios/a.scenario"
        #expect(report.reproduceCommand == "altsim run 'my scenarios/a.scenario' --seed 42")
        report.facts.scenarioPath = nil
        #expect(report.reproduceCommand == nil)
        #expect(report.failureText(report.failures[0]).hasSuffix("  reproduce: run this test again with seed 42"))
    }

    @Test func reproduceCommandNamesTheEngine() {
        var report = Self.report()
        report.facts.scenarioPath = "scenarios/a.scenario"
        report.facts.engineName = "thresholds"
        report.facts.engineArguments = "--engine 'pressure-filter-limit=50Pa filters=none'"
        #expect(
            report.reproduceCommand
                == "altsim run scenarios/a.scenario --seed 42 --engine 'pressure-filter-limit=50Pa filters=none'")
        #expect(
            report.campaignCommand
                == "altsim run scenarios/a.scenario --seeds 1...20 --engine 'pressure-filter-limit=50Pa filters=none'")
        // An engine only Swift can build: no altsim command (it would rerun the built-in engine).
        report.facts.engineName = "ISAEngine"
        report.facts.engineArguments = nil
        #expect(report.reproduceCommand == nil)
        let text = report.failureText(report.failures[0])
        #expect(text.hasSuffix("  reproduce: run this test again with engine 'ISAEngine' at seed 42"))
        #expect(!text.contains("altsim run"))
    }

    @Test func clockFormat() {
        #expect(ExpectationTime.clock(0) == "00:00:00.000")
        #expect(ExpectationTime.clock(3_723_456_000_000) == "01:02:03.456")
        #expect(ExpectationTime.clock(259_200_000_000_000) == "72:00:00.000")
        #expect(ExpectationTime.clock(-1_500_000_000) == "-00:00:01.500")
    }
}
