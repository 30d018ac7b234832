/// What an expectation asserts: one case per form of `Docs/expectations.md`.
///
/// Times in windows and anchors are nanoseconds since the scenario start; the checker
/// (`ScenarioTesting`) converts them to trace instants. Code values are the raw numbers of the
/// stream (`manualBaroCal` uses 1 for `true`, 0 for `false`).
public indirect enum ExpectationForm: Hashable, Sendable {
    /// `status 200 at 00:10` / `status 200 from 00:10 to 00:20` / `status 200`: the stream shows
    /// the value at the instant (its latest value at or before it) or at least once in the window.
    case value(CodeStream, value: Int, window: ExpectationWindow)
    /// `warning 836 never`: the value never occurs in the window.
    case never(CodeStream, value: Int, window: ExpectationWindow)
    /// `manual-baro-cal false always after 00:20`: every observation in the window has the
    /// value (at least one observation is required).
    case always(CodeStream, value: Int, window: ExpectationWindow)
    /// `status 200 within 10 s` / `error 0 eventually within 30 s of "ride"`: the value
    /// occurs no later than `withinNanoseconds` after the anchor (and not before it).
    case eventually(CodeStream, value: Int, withinNanoseconds: Int64, anchor: ExpectationAnchor)
    /// `status 200 then 610 then 200 [strictly]`: the values occur in this order among the
    /// stream's value changes in the window; `strict`: with no other value between them.
    case sequence(CodeStream, values: [Int], strict: Bool, window: ExpectationWindow)
    /// `error 850 -> 0 [within 15 s [of …]]`: an edge from `from` to `to` (the next different
    /// value after `from` is `to`) happens in the window, and when `withinNanoseconds` is set,
    /// no later than that after the anchor.
    case transition(CodeStream, from: Int, to: Int, withinNanoseconds: Int64?, anchor: ExpectationAnchor,
                    window: ExpectationWindow)
    /// `warning 837 exactly 0 times`: how many times the stream takes the value in the window
    /// (each event of an event stream; each entry into the value of a state stream).
    case count(CodeStream, value: Int, bound: CountBound, window: ExpectationWindow)
    /// `callbacks every 1 s ± 100 ms`: consecutive altitude callbacks in the window are
    /// `periodNanoseconds ± toleranceNanoseconds` apart (at least two callbacks are required).
    case cadence(periodNanoseconds: Int64, toleranceNanoseconds: Int64, window: ExpectationWindow)
    /// `callbacks once` (`oneTime` mode: `.exactly(1)`), `callbacks never`, `callbacks at least 5 times`.
    case callbackCount(CountBound, window: ExpectationWindow)
    /// `callbacks within 5 s [of …]`: the first altitude callback after the anchor comes in time.
    case firstCallback(withinNanoseconds: Int64, anchor: ExpectationAnchor)
    /// `recovery within 60 s`: after the last injected fault ends, a callback with status 200
    /// and error 0 arrives within the time. A run without any fault fails (nothing to recover from).
    case recovery(withinNanoseconds: Int64)
    /// `hae error p80 < 3 m`: a percentile (or the maximum) of |reported − true| height.
    case accuracy(HeightReference, ErrorStatistic, Comparison, meters: Double, window: ExpectationWindow,
                  placement: Placement)
    /// `hae bias between -0.5 m and 0.5 m` / `hat bias < 1 m`: the mean signed error
    /// (reported − true) within bounds; a missing bound is open.
    case bias(HeightReference, lowerMeters: Double?, upperMeters: Double?, comparison: Comparison?,
              window: ExpectationWindow, placement: Placement)
    /// `floor correct >= 90%`: the share of indoor callbacks whose reported height falls on the
    /// true floor.
    case floorCorrect(Comparison, fraction: Double, window: ExpectationWindow)
    /// `uncertainty u68 coverage between 60% and 76%`: the share of callbacks whose |error| is
    /// within the reported uncertainty lies in the bounds.
    case uncertaintyCoverage(UncertaintyLevel, lowerFraction: Double, upperFraction: Double,
                             window: ExpectationWindow, placement: Placement)
    /// `sometimes error 851 [in at least 20% of runs]`: a campaign expectation; `inner` must
    /// hold in at least `minimumShareOfRuns` of the runs (`nil`: in at least one run).
    case campaign(ExpectationForm, minimumShareOfRuns: Double?)
    /// `uncertainty u68 coverage between 60% and 80% across seeds` / `hae bias between -1 m and 1 m
    /// across seeds` / `floor correct >= 90% indoors across seeds`: a campaign expectation judged on
    /// the runs pooled — each run's value (its coverage, its mean error or its share of indoor
    /// callbacks on the right floor) averaged with equal weight over the seeds must satisfy the
    /// bounds. One run alone does not judge it. `inner` is an `uncertaintyCoverage`, `bias` or
    /// `floorCorrect` form.
    case acrossSeeds(ExpectationForm)
}

/// A stream of codes the engine reports.
public enum CodeStream: String, Hashable, Sendable, CaseIterable {
    /// SDK status codes (`.sdkStatus` events) — an event stream.
    case sdk
    /// The assistance service's `statusCode` of each altitude context — a state stream.
    case status
    /// `errorCode` of each altitude context — a state stream.
    case error
    /// `warningCode` of each altitude context — a state stream.
    case warning
    /// The `manualBaroCal` flag of each altitude context (1 = true, 0 = false) — a state stream.
    case manualBaroCal = "manual-baro-cal"
    /// The SDK status sent with each manual-calibration state change (870…879, 810) — an event stream.
    case calibration

    /// Event streams count every event; state streams carry a value on every callback.
    public var isEventStream: Bool { self == .sdk || self == .calibration }

    /// The word used in the scenario language.
    public var keyword: String { rawValue }

    /// Describes a value of the stream as written (`error 850`, `manual-baro-cal true`).
    public func describe(_ value: Int) -> String {
        self == .manualBaroCal ? "manual-baro-cal \(value != 0)" : "\(rawValue) \(value)"
    }
}

/// A part of the run, in nanoseconds since the scenario start; both ends inclusive.
public struct ExpectationWindow: Hashable, Sendable {
    /// The first instant; `nil` = the start of the run.
    public var startNanoseconds: Int64?
    /// The last instant; `nil` = the end of the run.
    public var endNanoseconds: Int64?
    /// `true` for `at TIME` (one instant: start == end).
    public var isInstant: Bool

    /// Creates a window.
    public init(startNanoseconds: Int64? = nil, endNanoseconds: Int64? = nil, isInstant: Bool = false) {
        self.startNanoseconds = startNanoseconds
        self.endNanoseconds = endNanoseconds
        self.isInstant = isInstant
    }

    /// The whole run.
    public static let wholeRun = ExpectationWindow()

    /// `at TIME`.
    public static func instant(_ nanoseconds: Int64) -> ExpectationWindow {
        ExpectationWindow(startNanoseconds: nanoseconds, endNanoseconds: nanoseconds, isInstant: true)
    }

    /// Whether an offset since the start lies in the window.
    public func contains(_ offsetNanoseconds: Int64) -> Bool {
        offsetNanoseconds >= (startNanoseconds ?? .min) && offsetNanoseconds <= (endNanoseconds ?? .max)
    }
}

/// What an `eventually`/`within` duration is counted from.
public enum ExpectationAnchor: Hashable, Sendable {
    /// The start of the run.
    case start
    /// A labelled timeline step (`of "ride"`), at its offset from the start, ns.
    case label(String, offsetNanoseconds: Int64)
    /// The first occurrence of another code (`of status 610`).
    case code(CodeStream, value: Int)
    /// The end of the last injected fault (`of recovery`).
    case lastFaultEnd
}

/// A bound on a count.
public enum CountBound: Hashable, Sendable {
    /// `exactly N times`.
    case exactly(Int)
    /// `at least N times`.
    case atLeast(Int)
    /// `at most N times`.
    case atMost(Int)

    /// Whether `count` satisfies the bound.
    public func admits(_ count: Int) -> Bool {
        switch self {
        case .exactly(let n): count == n
        case .atLeast(let n): count >= n
        case .atMost(let n): count <= n
        }
    }

    /// `exactly 3 times`.
    public var phrase: String {
        switch self {
        case .exactly(let n): "exactly \(n) \(n == 1 ? "time" : "times")"
        case .atLeast(let n): "at least \(n) \(n == 1 ? "time" : "times")"
        case .atMost(let n): "at most \(n) \(n == 1 ? "time" : "times")"
        }
    }
}

/// A comparison operator of the language.
public enum Comparison: String, Hashable, Sendable, CaseIterable {
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
    /// `=` (exact; meant for counts and maxima that are round numbers).
    case equal = "="

    /// Whether `actual <op> bound` holds (false for NaN).
    public func holds(_ actual: Double, _ bound: Double) -> Bool {
        switch self {
        case .less: actual < bound
        case .lessOrEqual: actual <= bound
        case .greater: actual > bound
        case .greaterOrEqual: actual >= bound
        case .equal: actual == bound
        }
    }
}

/// Which height a number is about.
public enum HeightReference: String, Hashable, Sendable {
    /// Height above the ellipsoid (`height`).
    case hae
    /// Height above terrain (`heightAboveTerrain`).
    case hat
}

/// A statistic of |error|.
public enum ErrorStatistic: String, Hashable, Sendable, CaseIterable {
    /// The 68th percentile.
    case p68
    /// The 80th percentile (the FCC's metric).
    case p80
    /// The 90th percentile.
    case p90
    /// The 95th percentile.
    case p95
    /// The largest error.
    case max

    /// The quantile as a fraction (1 for `max`).
    public var quantile: Double {
        switch self {
        case .p68: 0.68
        case .p80: 0.80
        case .p90: 0.90
        case .p95: 0.95
        case .max: 1.0
        }
    }
}

/// Which reported uncertainty a coverage is about.
public enum UncertaintyLevel: String, Hashable, Sendable, CaseIterable {
    /// `heightUncertainty68` against |HAE error|.
    case u68
    /// `heightUncertainty` (90 %) against |HAE error|.
    case u90
    /// `heightHatUncertainty68` against |HAT error|.
    case hat68
    /// `heightAboveTerrainUncertainty` (90 %) against |HAT error|.
    case hat90

    /// The height the error is taken of.
    public var height: HeightReference { self == .u68 || self == .u90 ? .hae : .hat }
}

/// Which samples a numeric expectation uses.
public enum Placement: String, Hashable, Sendable {
    /// Every sample.
    case anywhere
    /// Only while the device is in a building.
    case indoors
    /// Only while it is not.
    case outdoors
}
