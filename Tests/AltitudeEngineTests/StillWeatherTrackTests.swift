import Foundation
import Testing

@testable import AltitudeEngine

@Suite("Still-weather track: the phone's own barometer carries the reference")
struct StillWeatherTrackTests {
    /// Points every second from 0 to `seconds` of `pressure(t)`, still as given.
    static func track(seconds: Int, still: (Int) -> Bool = { _ in true }, pressure: (Int) -> Double)
        -> StillWeatherTrack
    {
        var track = StillWeatherTrack()
        for s in 0...seconds {
            track.update(timeNanoseconds: t0 + Int64(s) * second, pressurePa: pressure(s), still: still(s))
        }
        return track
    }

    @Test(
        "two hours of points: the track holds its kept span plus at most one batch of expired points, and still answers over it"
    )
    func storedPointsBounded() throws {
        var track = StillWeatherTrack()
        // 400 s kept at one point a second: 401 points.
        let span = Int(track.keepNanoseconds / second) + 1
        var most = 0
        for s in 0...7_200 {
            track.update(timeNanoseconds: t0 + Int64(s) * second, pressurePa: 95_000 + 0.3 * Double(s), still: true)
            most = max(most, track.storedPointCount)
        }
        #expect(most <= span + StillWeatherTrack.expiredBatch)
        #expect(most >= span)
        let change = try #require(track.change(since: t0 + 7_000 * second))
        #expect(abs(change.pa - 0.3 * 200) < 1e-6)
        #expect(change.fromNanoseconds == t0 + 7_000 * second)
        // Points older than the kept span are gone: a change since the chain's start counts from
        // the oldest point still held (400 s to 400 s + one batch back).
        let whole = try #require(track.change(since: t0))
        #expect(whole.pa >= 0.3 * Double(span - 1) - 1e-6)
        #expect(whole.pa <= 0.3 * Double(span - 1 + StillWeatherTrack.expiredBatch) + 1e-6)
    }

    @Test("a still phone under a 0.6 Pa/s ramp: the change since any instant, interpolated between points")
    func ramp() throws {
        let track = Self.track(seconds: 100) { 95_000 + 0.6 * Double($0) }
        let change = try #require(track.change(since: t0 + 10 * second))
        #expect(abs(change.pa - 0.6 * 90) < 1e-6)
        #expect(change.fromNanoseconds == t0 + 10 * second)
        let half = try #require(track.change(since: t0 + 10 * second + second / 2))
        #expect(abs(half.pa - 0.6 * 89.5) < 1e-6)
        // Before the chain began: counted from its start.
        #expect(track.change(since: t0 - 60 * second)?.fromNanoseconds == t0)
    }

    @Test("a step (an elevator, a phone picked up) breaks the chain: only what follows counts")
    func step() throws {
        let track = Self.track(seconds: 100) { 95_000 + 0.3 * Double($0) + ($0 >= 50 ? -40 : 0) }
        let change = try #require(track.change(since: t0))
        #expect(change.fromNanoseconds == t0 + 50 * second)
        #expect(abs(change.pa - 0.3 * 50) < 1e-6)
    }

    @Test("a climb too slow for the 1 s check (1.8 Pa/s) is caught over the 10 s baseline")
    func slowClimb() throws {
        let track = Self.track(seconds: 60) { s in 95_000 - 1.8 * Double(min(max(s - 20, 0), 20)) }
        let change = try #require(track.change(since: t0))
        #expect(change.fromNanoseconds > t0 + 20 * second, "the chain restarted during the climb")
        #expect(abs(change.pa) < 1.8 * 11, "at most the climb's last 10 s, not all 36 Pa of it")
    }

    @Test("not still, or a gap longer than 65 s: no tracked change")
    func notStill() {
        #expect(Self.track(seconds: 30, still: { $0 < 20 }) { _ in 95_000 }.change(since: t0) == nil)
        var track = Self.track(seconds: 10) { _ in 95_000 }
        track.update(timeNanoseconds: t0 + 100 * second, pressurePa: 95_010, still: true)
        #expect(track.change(since: t0)?.fromNanoseconds == t0 + 100 * second)
    }

    /// A poor recogniser's labels for a seated user, in a fixed order (right 6 times in 10, as
    /// `activity poor` is; its wrong labels come in pairs now and then, as random ones do, so
    /// the still share dips below ½ twice a cycle).
    static let poorLabels: [ActivityKind] = [
        .still, .still, .still, .walking, .inVehicle, .still, .still, .running, .unknown, .still,
    ]

    /// A mesohigh (200 Pa, 16 min) over a still phone; the service extrapolates its 60 s old
    /// station data to the request time (the reply is the reference at the fetch). `labels` are
    /// the recogniser's (every 5 s, cycled); `indoors` gives Wi-Fi fixes (45 m) from the start.
    static func mesohighError(
        tracking: Bool, labels: [ActivityKind] = [.still], indoors: Bool = false,
        edit: (inout EngineConfiguration) -> Void = { _ in }
    ) -> Double {
        var configuration = EngineConfiguration()
        configuration.weatherTrackEnabled = tracking
        edit(&configuration)
        let h = Harness(configuration: configuration)
        if indoors { h.accuracyMeters = 45 }
        let stormStart = t0 + 120 * second
        func weather(_ t: Int64) -> Double {
            let s = Double(t - stormStart) / 1e9
            guard s > 0, s < 960 else { return 0 }
            return 200 * pow(sin(Double.pi * s / 960), 2)
        }
        let ratio = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1) / TestWorld.referencePressure
        h.pressureDisturbance = { t in ratio * weather(t) }
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        var worst = 0.0
        while h.now < t0 + 1_300 * second {
            if (h.now - t0) % (5 * second) == 0 {
                let kind = labels[Int((h.now - t0) / (5 * second)) % labels.count]
                h.engine.ingestActivity(ActivitySample(kind: kind, confidence: 0.9, timestampNanoseconds: h.now))
            }
            h.assistance.referencePressureErrorPa = weather(h.now)
            h.assistance.referenceTimeOffsetNanoseconds = -60 * second
            h.run(for: second)
            if h.now > t0 + 60 * second, let height = h.recorder.contexts.last?.height {
                worst = max(worst, abs(height - (TestWorld.terrainHAE + 1)))
            }
        }
        return worst
    }

    @Test("engine: a still phone through a mesohigh keeps its height; the replies' trend alone does not")
    func mesohigh() {
        let tracked = Self.mesohighError(tracking: true)
        let trendOnly = Self.mesohighError(tracking: false)
        #expect(tracked < 0.8)
        #expect(trendOnly > 2)
    }

    @Test(
        "engine: indoors a poor recogniser's wrong labels do not break the track through a mesohigh; outdoors they do"
    )
    func mesohighWithPoorLabels() {
        let indoors = Self.mesohighError(tracking: true, labels: Self.poorLabels, indoors: true)
        let labelsOnly = Self.mesohighError(tracking: true, labels: Self.poorLabels, indoors: true) {
            $0.weatherTrackIndoorMaximumRatePaPerSecond = 0
        }
        let outdoors = Self.mesohighError(tracking: true, labels: Self.poorLabels)
        #expect(indoors < 0.8, "indoors \(indoors) m")
        #expect(labelsOnly > 2, "labels only \(labelsOnly) m")
        #expect(outdoors > 2, "outdoors \(outdoors) m")
    }

    @Test("a rate limit given with a point holds it to that rate: a 0.1 m/s climb passes the default 1.5 Pa/s, not 0.8")
    func pointRateLimit() throws {
        // 1.2 Pa/s for 40 s (a slow stair climb, 0.1 m/s), then level.
        func climb(_ s: Int) -> Double { 95_000 - 1.2 * Double(min(max(s - 20, 0), 40)) }
        var held = StillWeatherTrack()
        var plain = StillWeatherTrack()
        for s in 0...80 {
            let time = t0 + Int64(s) * second
            held.update(timeNanoseconds: time, pressurePa: climb(s), still: true, maximumRatePaPerSecond: 0.8)
            plain.update(timeNanoseconds: time, pressurePa: climb(s), still: true)
        }
        let plainChange = try #require(plain.change(since: t0))
        #expect(plainChange.fromNanoseconds == t0, "the default limit takes the climb for weather")
        let change = try #require(held.change(since: t0))
        #expect(change.fromNanoseconds > t0 + 20 * second, "the 0.8 Pa/s limit broke the chain during the climb")
        #expect(abs(change.pa) < 1.2 * 40 / 2, "at most part of the climb's 48 Pa counts")
        // A mesohigh's rise (0.65 Pa/s) passes the same limit.
        var storm = StillWeatherTrack()
        for s in 0...120 {
            storm.update(
                timeNanoseconds: t0 + Int64(s) * second, pressurePa: 95_000 + 0.65 * Double(s), still: true,
                maximumRatePaPerSecond: 0.8)
        }
        #expect(try #require(storm.change(since: t0)).fromNanoseconds == t0)
    }

    @Test(
        "engine: after an elevator ride into a 0.4 Pa/s rise, the new chain counts once it shows more than wander, before its rate's minute"
    )
    func shortChainBeyondWander() {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        let rideStart = t0 + 150 * second
        let rideEnd = rideStart + 10 * second
        h.heightHAE = { t in TestWorld.terrainHAE + 1 + min(max(Double(t - rideStart) / 1e9, 0) * 3, 30) }
        // The rise begins with the ride, so the replies before it show no trend.
        func weather(_ t: Int64) -> Double { max(0, Double(t - rideStart) / 1e9) * 0.4 }
        let ratio = TestWorld.pressure(atHAE: TestWorld.terrainHAE + 31) / TestWorld.referencePressure
        h.pressureDisturbance = { t in ratio * weather(t) }
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        var worst = 0.0
        while h.now < rideEnd + 55 * second {
            if (h.now - t0) % (5 * second) == 0 {
                h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.9, timestampNanoseconds: h.now))
            }
            h.assistance.referencePressureErrorPa = weather(h.now)
            h.run(for: second)
            if h.now >= rideEnd + 25 * second, let height = h.recorder.contexts.last?.height {
                worst = max(worst, abs(height - h.heightHAE(h.now)))
            }
        }
        // Untracked, the rise since the fetch (22 Pa by the end) would be ≈ 1.9 m.
        #expect(worst < 1.0, "worst \(worst) m")
    }

    @Test("recent rate: over the baseline, or the chain when it covers half of it")
    func recentRate() throws {
        let track = Self.track(seconds: 200) { 95_000 + ($0 >= 100 ? 0.5 * Double($0 - 100) : 0) }
        let rate = try #require(track.recentRatePaPerSecond(overNanoseconds: 100 * second))
        #expect(abs(rate - 0.5) < 1e-9)
        #expect(Self.track(seconds: 40) { _ in 95_000 }.recentRatePaPerSecond(overNanoseconds: 100 * second) == nil)
    }

    @Test("engine: in calm weather a standing person's ±0.3 m wander is reported, not taken for weather")
    func calmWander() {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.heightHAE = { t in TestWorld.terrainHAE + 1 + 0.3 * sin(2 * Double.pi * Double(t - t0) / 1e9 / 50) }
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        var worst = 0.0
        while h.now < t0 + 600 * second {
            if (h.now - t0) % (5 * second) == 0 {
                h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.9, timestampNanoseconds: h.now))
            }
            h.run(for: second)
            if h.now > t0 + 10 * second, let height = h.recorder.contexts.last?.height {
                worst = max(worst, abs(height - h.heightHAE(h.now)))
            }
        }
        #expect(worst < 0.2)
    }

    @Test("engine: a still phone riding an elevator still gets the ride's height")
    func elevatorWhileStill() throws {
        let h = Harness()
        h.startInitialised()
        h.calibrate()
        h.engine.startAltitudeCalculation(mode: .oneSecond) { _, _ in }
        let rideStart = t0 + 60 * second
        h.heightHAE = { t in TestWorld.terrainHAE + 1 + min(max(Double(t - rideStart) / 1e9, 0) * 3, 30) }
        while h.now < t0 + 100 * second {
            if (h.now - t0) % (5 * second) == 0 {
                h.engine.ingestActivity(ActivitySample(kind: .still, confidence: 0.9, timestampNanoseconds: h.now))
            }
            h.run(for: second)
        }
        let height = try #require(h.recorder.contexts.last?.height)
        #expect(abs(height - (TestWorld.terrainHAE + 31)) < 0.5)
    }

    /// The track's rules with backward scans (the implementation before the bisections), on
    /// the points the track reports as `last` after each update (no point leaves the window).
    struct ScanReference {
        var points: [StillWeatherTrack.Point] = []
        let limits = StillWeatherTrack()

        func weatherLike(_ point: StillWeatherTrack.Point, _ time: Int64, _ pressurePa: Double) -> Bool {
            abs(pressurePa - point.pressurePa) <= limits.maximumRatePaPerSecond
                * (Double(time - point.timeNanoseconds) / 1e9) + limits.noiseAllowancePa
        }

        func baselineIsWeatherLike(chainStart: Int64, time: Int64, pressurePa: Double) -> Bool {
            var index = points.count - 1
            while index >= 0, points[index].chainStartNanoseconds == chainStart {
                if time - points[index].timeNanoseconds >= limits.baselineNanoseconds {
                    return weatherLike(points[index], time, pressurePa)
                }
                index -= 1
            }
            return true
        }

        func change(since: Int64) -> (pa: Double, fromNanoseconds: Int64)? {
            guard let newest = points.last, let start = newest.chainStartNanoseconds else { return nil }
            let from = min(max(since, start), newest.timeNanoseconds)
            var index = points.count - 1
            while index > 0, points[index - 1].timeNanoseconds >= from, points[index - 1].chainStartNanoseconds == start
            { index -= 1 }
            let after = points[index]
            var weatherAtFrom = after.weatherPa
            if index > 0, after.timeNanoseconds > from, points[index - 1].chainStartNanoseconds == start {
                let before = points[index - 1]
                let fraction =
                    Double(from - before.timeNanoseconds) / Double(after.timeNanoseconds - before.timeNanoseconds)
                weatherAtFrom = before.weatherPa + fraction * (after.weatherPa - before.weatherPa)
            }
            return (newest.weatherPa - weatherAtFrom, from)
        }
    }

    @Test("bisection finds the same points as the backward scans: every chain decision and change, bit for bit")
    func bisectionMatchesScans() throws {
        var track = StillWeatherTrack()
        var reference = ScanReference()
        var time = t0
        var pressure = 95_000.0
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {  // a fixed xorshift sequence in [0, 1)
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Double(state >> 11) / 9_007_199_254_740_992
        }
        for _ in 0..<300 {  // ≈ 300–500 s: inside the 400 s window, so no point leaves either list
            time += Int64((0.8 + next() * 1.4) * 1e9)
            pressure += next() < 0.05 ? (next() - 0.5) * 40 : (next() - 0.5) * 3
            let still = next() > 0.1
            let previous = reference.points.last
            var expected: StillWeatherTrack.Point?
            if previous == nil || time - previous!.timeNanoseconds >= track.minimumSpacingNanoseconds {
                var point = StillWeatherTrack.Point(
                    timeNanoseconds: time, pressurePa: pressure, weatherPa: previous?.weatherPa ?? 0,
                    chainStartNanoseconds: still ? time : nil)
                if still, let previous, let start = previous.chainStartNanoseconds,
                    time - previous.timeNanoseconds <= track.maximumGapNanoseconds,
                    reference.weatherLike(previous, time, pressure),
                    reference.baselineIsWeatherLike(chainStart: start, time: time, pressurePa: pressure)
                {
                    point.chainStartNanoseconds = start
                    point.weatherPa = previous.weatherPa + (pressure - previous.pressurePa)
                }
                expected = point
                reference.points.append(point)
            }
            track.update(timeNanoseconds: time, pressurePa: pressure, still: still)
            if let expected { #expect(track.last == expected) }
            for back in [0.0, 0.5, 3, 9.7, 30, 120, 1_000] {
                let since = time - Int64(back * 1e9)
                let got = track.change(since: since)
                let want = reference.change(since: since)
                #expect(got?.pa.bitPattern == want?.pa.bitPattern && got?.fromNanoseconds == want?.fromNanoseconds)
            }
        }
        #expect(reference.points.count > 200)
        #expect(Set(reference.points.compactMap(\.chainStartNanoseconds)).count > 5)  // several chains, several breaks
    }
}
