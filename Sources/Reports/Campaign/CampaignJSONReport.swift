import ScenarioTesting

/// The JSON results of a campaign (`--seeds LIST --json FILE`): stable sorted keys, every key
/// documented in Docs/cli.md ("Campaign outputs").
public enum CampaignJSONReport {
    /// Renders the document as pretty-printed JSON ending with a newline.
    public static func render(_ document: CampaignDocument) -> String {
        JSONValue.object([
            "formatVersion": .integer(1),
            "kind": .string("campaign"),
            "title": .string(document.title),
            "generatedBy": .string(document.generatedBy),
            "engine": .string(document.engine),
            "verdict": .string(document.overallVerdict.word),
            "seeds": .array(document.seeds.map { .unsigned($0) }),
            "scenarios": .array(document.entries.map(value)),
            "groups": .array(document.accuracy.groups.map(value)),
            "published": .array(
                AccuracyCampaign.publishedFigures.map {
                    .object([
                        "source": .string($0.source), "note": .string($0.note),
                        "p80Meters": .optional($0.p80Meters), "within3Meters": .optional($0.within3Meters),
                    ])
                }),
        ]).serialized() + "\n"
    }

    static func value(_ entry: CampaignDocument.Entry) -> JSONValue {
        .object([
            "path": .string(entry.path),
            "name": .string(entry.name),
            "tags": .array(entry.tags.map { .string($0.rawValue) }),
            "verdict": .string(entry.verdict.word),
            "errorMessage": entry.errorMessage.map { .string($0) } ?? .null,
            "expectations": .array((entry.report?.rows ?? []).map { value($0, in: entry.report) }),
        ])
    }

    static func value(_ row: CampaignReport.Row, in report: CampaignReport?) -> JSONValue {
        var members: [String: JSONValue] = [
            "text": .string(row.expectation.text),
            "location": .string(ScenarioReport.location(row.expectation)),
            "device": .string(row.deviceName),
            "passed": .bool(row.passed),
            "holdingRuns": .integer(Int64(row.holdingRuns)),
            "runs": .integer(Int64(row.runs)),
            "requiredShare": .number(row.requiredShare),
            "failingSeeds": .array(row.failingSeeds.map { .unsigned($0) }),
            "shareInterval99": interval(row.shareInterval),
            "pooled": .null,
        ]
        if let pooled = row.pooled {
            members["pooled"] = .object([
                "value": .optional(pooled.pooledValue), "interval99": interval(pooled.interval),
                "bounds": .string(pooled.bounds),
            ])
        }
        if !row.passed, let report { members["failureText"] = .string(report.failureText(row)) }
        return .object(members)
    }

    static func value(_ group: AccuracyGroup) -> JSONValue {
        var percentiles: [String: JSONValue] = [:]
        for (fraction, figure) in zip(AccuracyGroup.percentileFractions, group.percentilesMeters) {
            percentiles["p\(Int((fraction * 100).rounded()))"] = value(figure)
        }
        return .object([
            "name": .string(group.name),
            "runs": .integer(Int64(group.runs)),
            "runsWithHeights": .integer(Int64(group.runsWithHeights)),
            "runsIndoors": .integer(Int64(group.runsIndoors)),
            "callbacks": .integer(Int64(group.callbacks)),
            "absHAEErrorMeters": .object(percentiles),
            "within2Meters": group.within2Meters.map(value) ?? .null,
            "within3Meters": group.within3Meters.map(value) ?? .null,
            "floorExact": group.floorExact.map(value) ?? .null,
            "u68Coverage": group.u68Coverage.map(value) ?? .null,
            "u90Coverage": group.u90Coverage.map(value) ?? .null,
        ])
    }

    static func value(_ figure: EstimatedFigure) -> JSONValue {
        .object(["value": .optional(figure.value), "interval95": interval(figure.interval)])
    }

    static func interval(_ interval: ClosedRange<Double>?) -> JSONValue {
        guard let interval else { return .null }
        return .array([.optional(interval.lowerBound), .optional(interval.upperBound)])
    }
}
