import Foundation
import Geophysics
import Noise
import Simulation
import Testing

/// GNSS error statistics per environment, reported accuracy, indoor behaviour, lock, lag, faults.
@Suite("GNSS receiver")
struct GNSSReceiverTests {
    static let start: Int64 = 1_700_000_000_000_000_000
    static let plane = LocalTangentPlane(origin: GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5))
    static let truth = EastNorth(eastMeters: 120, northMeters: -40)
    static let second: Int64 = 1_000_000_000

    static func receiver(_ spec: GNSSSpec, seed: UInt64 = 1, prefix: String = "device[0].gnss") -> GNSSReceiver {
        GNSSReceiver(spec: spec, root: NoiseRoot(seed: seed), streamPrefix: prefix, runStartNanoseconds: start)
    }

    /// The fix's error, m east and north.
    static func error(_ fix: GNSSFix, truth: EastNorth = truth) -> EastNorth {
        let point = plane.eastNorth(
            of: GeodeticCoordinate(
                latitudeDegrees: fix.location.latitudeDegrees,
                longitudeDegrees: fix.location.longitudeDegrees))
        return EastNorth(
            eastMeters: point.eastMeters - truth.eastMeters, northMeters: point.northMeters - truth.northMeters)
    }

    /// Fixes at 1 Hz for `seconds` (index = seconds since start).
    static func run(_ receiver: GNSSReceiver, seconds: Int, indoors: (Int) -> Bool = { _ in false }) -> [GNSSFix?] {
        (0..<seconds).map {
            receiver.fix(
                truePosition: truth, isIndoors: indoors($0), plane: plane, atNanoseconds: start + Int64($0) * second)
        }
    }

    /// Per-axis errors of many independent receivers at t = 0 and t = `lagSeconds`.
    static func ensemble(_ spec: GNSSSpec, count: Int = 400, lagSeconds: Int = 30, indoors: Bool = false) -> [(
        EastNorth, EastNorth
    )] {
        (0..<count).compactMap { index in
            let receiver = receiver(spec, seed: 17, prefix: "device[\(index)].gnss")
            guard let first = receiver.fix(truePosition: truth, isIndoors: indoors, plane: plane, atNanoseconds: start),
                let later = receiver.fix(
                    truePosition: truth, isIndoors: indoors, plane: plane,
                    atNanoseconds: start + Int64(lagSeconds) * second)
            else { return nil }
            return (error(first), error(later))
        }
    }

    static func sd(_ values: [Double]) -> Double {
        (values.map { $0 * $0 }.reduce(0, +) / Double(values.count)).squareRoot()
    }

    @Test(
        "Per-axis error σ and correlation e^(−Δt/τ) by environment",
        arguments: [(GNSSEnvironment.openSky, 2.5), (.urban, 8.0)])
    func sigmaAndCorrelation(environment: GNSSEnvironment, sigma: Double) {
        var spec = GNSSSpec()
        spec.outdoor = environment
        spec.multipathPerMinute = 0
        let pairs = Self.ensemble(spec)
        #expect(pairs.count == 400)
        let axes = pairs.flatMap { [$0.0.eastMeters, $0.0.northMeters] }
        #expect(abs(Self.sd(axes) / sigma - 1) < 0.12, "σ \(Self.sd(axes)) vs \(sigma)")  // SE 2.5 %
        let later = pairs.flatMap { [$0.1.eastMeters, $0.1.northMeters] }
        let correlation =
            zip(axes, later).map { $0 * $1 }.reduce(0, +) / (Self.sd(axes) * Self.sd(later) * Double(axes.count))
        #expect(abs(correlation - exp(-1)) < 0.12, "ρ \(correlation)")  // SE ≈ 0.03
    }

    @Test(
        "Reported accuracy is a 68 % radius: coverage of the true errors follows the scale",
        arguments: [(1.0, 0.68), (0.7, 0.427), (1.5, 0.924)])
    func accuracyCoverage(scale: Double, expected: Double) {
        var spec = GNSSSpec()
        spec.accuracyScale = scale
        let receivers = (0..<1_200).map { Self.receiver(spec, seed: 5, prefix: "device[\($0)].gnss") }
        let fixes = receivers.compactMap {
            $0.fix(truePosition: Self.truth, isIndoors: false, plane: Self.plane, atNanoseconds: Self.start)
        }
        #expect(fixes.allSatisfy { abs($0.location.horizontalAccuracyMeters - scale * 1.5096 * 2.5) < 1e-3 })
        let inside =
            Double(fixes.filter { $0.trueErrorMeters <= $0.location.horizontalAccuracyMeters }.count)
            / Double(fixes.count)
        #expect(abs(inside - expected) < 0.05, "coverage \(inside) vs \(expected)")  // SE ≈ 0.014
        // trueErrorMeters is the distance the engine would see.
        for fix in fixes.prefix(20) {
            let e = Self.error(fix)
            #expect(abs(hypot(e.eastMeters, e.northMeters) - fix.trueErrorMeters) < 1e-3)
        }
    }

    @Test("Urban multipath: Laplace jumps at the Poisson rate; the reported σ includes them")
    func multipath() {
        var spec = GNSSSpec()
        spec.outdoor = .urban
        spec.sigmaMetersOverride = 0  // only the multipath term remains
        spec.correlationTimeSeconds = 1e9  // no decay: the error is the sum of the jumps
        let fixes = Self.run(Self.receiver(spec, seed: 3), seconds: 7_200).compactMap { $0 }
        var jumps: [Double] = []
        var previous = EastNorth(eastMeters: 0, northMeters: 0)
        for fix in fixes {
            let e = Self.error(fix)
            if abs(e.eastMeters - previous.eastMeters) > 1e-6 { jumps.append(e.eastMeters - previous.eastMeters) }
            previous = e
        }
        // 120 min at 1/min: 120 ± 11.
        #expect((80...160).contains(jumps.count), "\(jumps.count) jumps")
        let meanAbs = jumps.map(abs).reduce(0, +) / Double(jumps.count)
        #expect(abs(meanAbs / 15 - 1) < 0.25, "mean |jump| \(meanAbs)")  // Laplace: E|x| = b
        let receiver = Self.receiver(GNSSSpec.urbanDefault, seed: 3)
        #expect(abs(receiver.outdoorEffectiveSigmaMeters - (64 + 30.0 / 60 * 225).squareRoot()) < 1e-9)
        // Open sky has no multipath by default.
        #expect(Self.receiver(GNSSSpec(), seed: 3).outdoorEffectiveSigmaMeters == 2.5)
    }

    @Test("Urban coverage stays near 68 % with multipath (steady state)")
    func urbanCoverage() {
        let receivers = (0..<300).map { Self.receiver(GNSSSpec.urbanDefault, seed: 8, prefix: "device[\($0)].gnss") }
        var inside = 0
        var total = 0
        for (index, receiver) in receivers.enumerated() {
            for second in stride(from: 0, through: 600, by: 10) {
                guard
                    let fix = receiver.fix(
                        truePosition: Self.truth, isIndoors: false, plane: Self.plane,
                        atNanoseconds: Self.start + Int64(second) * Self.second)
                else { continue }
                if second >= 300 {  // after ~10 τ the multipath term is stationary
                    total += 1
                    if fix.trueErrorMeters <= fix.location.horizontalAccuracyMeters { inside += 1 }
                }
                _ = index
            }
        }
        let coverage = Double(inside) / Double(total)
        #expect((0.6...0.8).contains(coverage), "coverage \(coverage)")
    }

    @Test("Indoors: an outage gives no fix; Wi-Fi gives coarse fixes with their own σ")
    func indoors() {
        var outage = GNSSSpec()
        outage.indoor = .outage
        #expect(Self.run(Self.receiver(outage), seconds: 30, indoors: { _ in true }).allSatisfy { $0 == nil })
        var wifi = GNSSSpec()
        wifi.indoor = .wifi(sigmaMeters: 30)
        let pairs = Self.ensemble(wifi, indoors: true)
        let axes = pairs.flatMap { [$0.0.eastMeters, $0.0.northMeters] }
        #expect(abs(Self.sd(axes) / 30 - 1) < 0.12)
        let fix = Self.receiver(wifi).fix(
            truePosition: Self.truth, isIndoors: true, plane: Self.plane, atNanoseconds: Self.start)
        #expect(abs((fix?.location.horizontalAccuracyMeters ?? 0) - 1.5096 * 30) < 1e-3)
    }

    @Test("Lock time after the first fix request, a restart and an outage's end")
    func lockTime() {
        var spec = GNSSSpec()
        spec.lockTimeSeconds = 10
        spec.indoor = .outage
        // Indoors from 40 s to 60 s; no calls from 100 s to 200 s (the SDK was stopped).
        let receiver = Self.receiver(spec)
        var got: [Int] = []
        for second in 0..<260 where !(100..<200).contains(second) {
            let fix = receiver.fix(
                truePosition: Self.truth, isIndoors: (40..<60).contains(second), plane: Self.plane,
                atNanoseconds: Self.start + Int64(second) * Self.second)
            if fix != nil { got.append(second) }
        }
        #expect(got.first == 10)
        #expect(!got.contains(9) && got.contains(39) && !got.contains(40))
        #expect(!got.contains(69) && got.contains(70))
        #expect(got.contains(99) && !got.contains(209) && got.contains(210))
        // An explicit restart.
        let explicit = Self.receiver(spec)
        _ = Self.run(explicit, seconds: 20)
        explicit.restart(atNanoseconds: Self.start + 20 * Self.second)
        let after = (20..<40).map {
            explicit.fix(
                truePosition: Self.truth, isIndoors: false, plane: Self.plane,
                atNanoseconds: Self.start + Int64($0) * Self.second)
        }
        #expect(after.prefix(10).allSatisfy { $0 == nil } && after[10] != nil)
    }

    @Test("Indoor Wi-Fi fixes do not wait for the GNSS lock; GNSS fixes outdoors still do")
    func wifiNeedsNoLock() {
        var spec = GNSSSpec()
        spec.lockTimeSeconds = 20
        spec.indoor = .wifi(sigmaMeters: 30)
        // Started indoors (a phone on floor 5): a Wi-Fi fix at once; outdoors from 5 s on: the
        // GNSS lock still counts from the start (20 s).
        let receiver = Self.receiver(spec)
        let got = (0..<30).filter { second in
            receiver.fix(
                truePosition: Self.truth, isIndoors: second < 5, plane: Self.plane,
                atNanoseconds: Self.start + Int64(second) * Self.second) != nil
        }
        #expect(got == Array(0..<5) + Array(20..<30))
    }

    @Test("Lag: delivered late, stamped with the measurement time")
    func lag() throws {
        var spec = GNSSSpec()
        spec.lagSeconds = 1.2
        let fix = try #require(
            Self.receiver(spec).fix(
                truePosition: Self.truth, isIndoors: false, plane: Self.plane, atNanoseconds: Self.start))
        #expect(fix.location.timestampNanoseconds == Self.start)
        #expect(fix.deliverAtNanoseconds == Self.start + 1_200_000_000)
    }

    @Test("Same seed, same fixes; another seed differs")
    func determinism() {
        let a = Self.run(Self.receiver(GNSSSpec.urbanDefault, seed: 4), seconds: 120)
        let b = Self.run(Self.receiver(GNSSSpec.urbanDefault, seed: 4), seconds: 120)
        let c = Self.run(Self.receiver(GNSSSpec.urbanDefault, seed: 5), seconds: 120)
        #expect(a == b)
        #expect(a != c)
    }
}

extension GNSSSpec {
    /// Urban canyon with the default multipath.
    static var urbanDefault: GNSSSpec {
        var spec = GNSSSpec()
        spec.outdoor = .urban
        return spec
    }
}
