/// The weather as a still phone's own barometer sees it.
///
/// A phone that does not move sees only the weather: its pressure moving at 25 Pa/min during a
/// thunderstorm's mesohigh is the air pressure changing, not the phone climbing. The engine
/// reuses a reply for two minutes; holding it lags such a storm by up to 50 Pa, and
/// extrapolating the replies' trend overshoots where the pressure turns round. While the phone
/// is still, its own pressure change since the fetch tells the reference's change, turn or no
/// turn. (A standing person's phone still wanders by a few decimetres; the engine uses the
/// track only while it shows weather-fast change, `recentRatePaPerSecond`.)
///
/// The track is a chain of points (at most one per `minimumSpacingNanoseconds`): while the
/// phone is still and its pressure changes at a rate weather can have (`maximumRatePaPerSecond`
/// plus `noiseAllowancePa`, between consecutive points and over `baselineNanoseconds`), the
/// chain goes on and accumulates the change; a moving phone, a step (an elevator, a phone
/// picked up from a table), a climb too fast for weather or a gap longer than
/// `maximumGapNanoseconds` breaks it, and a new chain starts at the next still point.
public struct StillWeatherTrack: Hashable, Sendable {
    /// One point of the track.
    public struct Point: Hashable, Sendable {
        /// Time, ns since the epoch.
        public var timeNanoseconds: Int64
        /// The phone's pressure (a short mean), Pa.
        public var pressurePa: Double
        /// The pressure change accumulated along the chain, Pa.
        public var weatherPa: Double
        /// Start of the unbroken still chain this point belongs to; nil when the phone moved.
        public var chainStartNanoseconds: Int64?
    }

    /// The fastest pressure change taken for weather, Pa/s (a mesohigh: ≤ 0.7 Pa/s; a person
    /// climbing 0.1 m/s: 1.2 Pa/s).
    public var maximumRatePaPerSecond = 1.5
    /// Change always allowed between two points (the means' noise), Pa.
    public var noiseAllowancePa = 2.0
    /// The rate is also checked over this baseline, ns (a slow climb passes 1 s steps).
    public var baselineNanoseconds: Int64 = 10_000_000_000
    /// A longer gap between two points breaks the chain, ns.
    public var maximumGapNanoseconds: Int64 = 65_000_000_000
    /// Points are kept this long, ns.
    public var keepNanoseconds: Int64 = 400_000_000_000
    /// Updates closer than this to the last point are ignored, ns.
    public var minimumSpacingNanoseconds: Int64 = 900_000_000

    /// The points, oldest first; those before `head` have expired and are dropped in batches of
    /// `expiredBatch`, so the array holds at most that many more than the kept span.
    private var points: [Point] = []
    private var head = 0

    /// Expired points dropped at once (one move of the kept points per batch).
    static let expiredBatch = 32

    /// The points held, expired ones not yet dropped included (memory is proportional to it).
    var storedPointCount: Int { points.count }

    /// An empty track with the default limits.
    public init() {}

    /// The newest point, if any.
    public var last: Point? { head < points.count ? points[points.count - 1] : nil }

    /// Adds the phone's pressure at `timeNanoseconds` (ignored when not finite, not later than
    /// the last point by `minimumSpacingNanoseconds`); `still` says whether the phone is known
    /// not to move (activity still, no horizontal speed). `maximumRatePaPerSecond`, when given,
    /// replaces the track's own limit for this point's checks (a phone taken for still on other
    /// evidence than its labels is held to the fastest change weather has).
    public mutating func update(
        timeNanoseconds time: Int64, pressurePa: Double, still: Bool, maximumRatePaPerSecond rateLimit: Double? = nil
    ) {
        guard pressurePa.isFinite else { return }
        let rateLimit = rateLimit ?? maximumRatePaPerSecond
        let previous = last
        if let previous, time.saturatingSubtracting(previous.timeNanoseconds) < max(1, minimumSpacingNanoseconds) {
            return
        }
        var point = Point(
            timeNanoseconds: time, pressurePa: pressurePa, weatherPa: previous?.weatherPa ?? 0,
            chainStartNanoseconds: still ? time : nil)
        if still, let previous, let start = previous.chainStartNanoseconds,
            time.saturatingSubtracting(previous.timeNanoseconds) <= maximumGapNanoseconds,
            weatherLike(from: previous, toTime: time, pressurePa: pressurePa, rateLimit: rateLimit),
            baselineIsWeatherLike(chainStart: start, time: time, pressurePa: pressurePa, rateLimit: rateLimit)
        {
            point.chainStartNanoseconds = start
            point.weatherPa = previous.weatherPa + (pressurePa - previous.pressurePa)
        }
        points.append(point)
        let cutoff = time.saturatingSubtracting(keepNanoseconds)
        while head < points.count - 1, points[head].timeNanoseconds < cutoff { head += 1 }
        if head >= Self.expiredBatch {
            points.removeFirst(head)
            head = 0
        }
    }

    /// The pressure change along the current chain from `since` (or from the chain's start
    /// when it began later) to the newest point: `(pa, fromNanoseconds)`; nil when the newest
    /// point is not on a still chain.
    public func change(since: Int64) -> (pa: Double, fromNanoseconds: Int64)? {
        guard let newest = last, let start = newest.chainStartNanoseconds else { return nil }
        let from = min(max(since, start), newest.timeNanoseconds)
        // The chain's points are the newest ones back to `start` (times strictly increase, and
        // every point at or after `start` is on the chain): the first one at or after `from`
        // (`from` ≤ the newest time, so there is one), and the one before it to interpolate.
        let index = firstIndex(atOrAfter: from)
        let after = points[index]
        var weatherAtFrom = after.weatherPa
        if index > head, after.timeNanoseconds > from, points[index - 1].chainStartNanoseconds == start {
            let before = points[index - 1]
            let fraction =
                Double(from.saturatingSubtracting(before.timeNanoseconds))
                / Double(after.timeNanoseconds.saturatingSubtracting(before.timeNanoseconds))
            weatherAtFrom = before.weatherPa + fraction * (after.weatherPa - before.weatherPa)
        }
        return (newest.weatherPa - weatherAtFrom, from)
    }

    /// The rate of the change along the current chain over the last `baselineNanoseconds`
    /// (or since the chain began, when that covers at least half of it), Pa/s; nil otherwise.
    public func recentRatePaPerSecond(overNanoseconds baseline: Int64) -> Double? {
        guard let newest = last, let start = newest.chainStartNanoseconds, baseline > 0 else { return nil }
        let from = max(start, newest.timeNanoseconds.saturatingSubtracting(baseline))
        let span = newest.timeNanoseconds.saturatingSubtracting(from)
        guard span >= baseline.saturatingSubtracting(span), let tracked = change(since: from) else { return nil }
        return tracked.pa / (Double(span) / 1e9)
    }

    private func weatherLike(from point: Point, toTime time: Int64, pressurePa: Double, rateLimit: Double) -> Bool {
        let seconds = Double(time.saturatingSubtracting(point.timeNanoseconds)) / 1e9
        return abs(pressurePa - point.pressurePa) <= rateLimit * seconds + noiseAllowancePa
    }

    /// The same check against the newest chain point at least `baselineNanoseconds` old.
    private func baselineIsWeatherLike(chainStart: Int64, time: Int64, pressurePa: Double, rateLimit: Double) -> Bool {
        // The newest point at or before `time − baseline` (times strictly increase); the chain is
        // the points at or after `chainStart`, so a point before it means there is none.
        let first = firstIndex(atOrAfter: time.saturatingSubtracting(baselineNanoseconds).saturatingAdding(1))
        guard first > head, points[first - 1].chainStartNanoseconds == chainStart else { return true }
        return weatherLike(from: points[first - 1], toTime: time, pressurePa: pressurePa, rateLimit: rateLimit)
    }

    /// The first index in `head..<points.count` whose time is at or after `time`
    /// (`points.count` when none is), by bisection: the point the backward scans used to reach.
    private func firstIndex(atOrAfter time: Int64) -> Int {
        var low = head
        var high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].timeNanoseconds < time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
