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
    case transition(
        CodeStream, from: Int, to: Int, withinNanoseconds: Int64?, anchor: ExpectationAnchor,
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
    case accuracy(
        HeightReference, ErrorStatistic, Comparison, meters: Double, window: ExpectationWindow,
        placement: Placement)
    /// `hae bias between -0.5 m and 0.5 m` / `hat bias < 1 m`: the mean signed error
    /// (reported − true) within bounds; a missing bound is open.
    case bias(
        HeightReference, lowerMeters: Double?, upperMeters: Double?, comparison: Comparison?,
        window: ExpectationWindow, placement: Placement)
    /// `floor correct >= 90%`: the share of indoor callbacks whose reported height falls on the
    /// true floor.
    case floorCorrect(Comparison, fraction: Double, window: ExpectationWindow)
    /// `uncertainty u68 coverage between 60% and 76%`: the share of callbacks whose |error| is
    /// within the reported uncertainty lies in the bounds.
    case uncertaintyCoverage(
        UncertaintyLevel, lowerFraction: Double, upperFraction: Double,
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
    /// `error 850 or 851 within 40 s`: the subject is any of `values` (the first is the value `inner`
    /// names): an observation of any of them counts as that value, so `never`, `always`, edges,
    /// sequences and counts read the set as one value.
    case oneOf(CodeStream, values: [Int], ExpectationForm)
    /// `no height during "outage"`: at least one callback arrives in the window and none carries a
    /// height (neither HAE nor HAT) — the engine rightly withholds them.
    case noHeight(window: ExpectationWindow, placement: Placement)
    /// `context userPressure > 90 kPa` / `context floorNumber absent` / `context epochTimestamp lag
    /// <= 1 s`: a field of the altitude context on every callback of the window.
    /// `final floor = label`: the floor a recording ends on (read from the height above the entrance
    /// the engine found) is its label's; only a recording has labels (`altsim log run`).
    case finalFloorLabel
    /// `indoors detected within D of label`: the indoor detector says indoors within D after the
    /// recording's labelled entrance (`altsim log run`).
    case indoorDetectionLabel(withinNanoseconds: Int64)
    case contextField(ContextField, ContextPredicate, window: ExpectationWindow, placement: Placement)
}
