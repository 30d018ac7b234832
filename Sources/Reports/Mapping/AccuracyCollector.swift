import Simulation

/// The accuracy figures of one device, gathered record by record: 8 bytes per altitude callback
/// with a height (the p80 sorts every |error|), a sum and counts for the rest.
struct AccuracyCollector {
    let deviceIndex: Int
    private var absoluteErrors: [Double] = []
    private var errorSum = 0.0
    private var inside68 = 0
    private var inside90 = 0
    private var with68 = 0
    private var with90 = 0
    private var firstFix: Int64?

    init(deviceIndex: Int) { self.deviceIndex = deviceIndex }

    mutating func add(_ record: TraceRecord) {
        guard record.deviceIndex == deviceIndex,
            case .engine(.altitudeCallback(_, let context?), let truth) = record.event,
            let height = context.height
        else { return }
        if firstFix == nil { firstFix = record.timeNanoseconds }
        let error = height - truth.heightHAEMeters
        absoluteErrors.append(abs(error))
        errorSum += error
        if let u68 = context.heightUncertainty68 {
            with68 += 1
            if abs(error) <= u68 { inside68 += 1 }
        }
        if let u90 = context.heightUncertainty {
            with90 += 1
            if abs(error) <= u90 { inside90 += 1 }
        }
    }

    /// p80 |HAE error|, bias, 68/90 % coverage and time to first fix since `startNanoseconds`.
    /// Sorts the kept |errors| in place (no copy of a month of them).
    mutating func figures(startNanoseconds: Int64) -> AccuracyFigures {
        guard !absoluteErrors.isEmpty else { return AccuracyFigures() }
        absoluteErrors.sort()
        let count = absoluteErrors.count
        let rank = Int((0.8 * Double(count)).rounded(.up)) - 1
        return AccuracyFigures(
            p80AbsHAEErrorMeters: absoluteErrors[min(max(rank, 0), count - 1)],
            biasMeters: errorSum / Double(count),
            coverage68: with68 > 0 ? Double(inside68) / Double(with68) : nil,
            coverage90: with90 > 0 ? Double(inside90) / Double(with90) : nil,
            timeToFirstFixSeconds: firstFix.map { Double($0 - startNanoseconds) / 1e9 })
    }
}
