/// The machine-readable summary (`--json`): one object with stable sorted keys. Every key is
/// documented in Docs/cli.md ("Output formats").
public enum JSONReport {
    /// Renders the document as pretty-printed JSON ending with a newline.
    public static func render(_ document: ReportDocument) -> String {
        value(document).serialized() + "\n"
    }

    static func value(_ document: ReportDocument) -> JSONValue {
        let scenarios = document.scenarios
        var seeds: [UInt64] = []
        for seed in scenarios.map(\.seed).sorted() where seeds.last != seed { seeds.append(seed) }
        return .object([
            "formatVersion": .integer(1),
            "title": .string(document.title),
            "generatedBy": .string(document.generatedBy),
            "engine": .string(document.engine),
            "verdict": .string(document.overallVerdict.word),
            "seeds": .array(seeds.map { .unsigned($0) }),
            "counts": .object([
                "total": .integer(Int64(scenarios.count)),
                "passed": .integer(Int64(scenarios.filter { $0.verdict == .passed }.count)),
                "failed": .integer(Int64(scenarios.filter { $0.verdict == .failed }.count)),
                "error": .integer(Int64(scenarios.filter { $0.verdict == .error }.count)),
            ]),
            "scenarios": .array(scenarios.map(value)),
        ])
    }

    static func value(_ scenario: ReportedRun) -> JSONValue {
        let accuracy = scenario.accuracy
        return .object([
            "name": .string(scenario.name),
            "path": .string(scenario.path),
            "seed": .unsigned(scenario.seed),
            "verdict": .string(scenario.verdict.word),
            "errorMessage": scenario.errorMessage.map { .string($0) } ?? .null,
            "traceHash": .string(scenario.traceHash),
            "warningsRaised": .array(scenario.warningsRaised.map { .string($0) }),
            "notJudged": .integer(Int64(scenario.expectations.notJudgedCount)),
            "accuracy": .object([
                "p80AbsHAEErrorMeters": .optional(accuracy.p80AbsHAEErrorMeters),
                "biasMeters": .optional(accuracy.biasMeters),
                "coverage68": .optional(accuracy.coverage68),
                "coverage90": .optional(accuracy.coverage90),
                "timeToFirstFixSeconds": .optional(accuracy.timeToFirstFixSeconds),
            ]),
            "expectations": .array(
                scenario.expectations.map { expectation in
                    .object([
                        "text": .string(expectation.text),
                        "location": .string(expectation.location),
                        "passed": .bool(expectation.passed),
                        "judged": .bool(expectation.judged),
                        "detailLines": .array(expectation.detailLines.map { .string($0) }),
                        "reproduceCommand": .string(expectation.reproduceCommand),
                    ])
                }),
        ])
    }
}
