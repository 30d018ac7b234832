internal import Foundation
public import Noise

/// A phone barometer: turns the true pressure at the phone into readings (BarometerSpec).
///
/// The value of a reading measured at `t` (offset `s = t − run start`, seconds) is
///
/// ```
/// y = Q( IIR( P_true + offset + k·(T_device − 298.15 K) + d·s/86400 + RW(s) + w ) + glitch + spike )
/// ```
///
/// then replaced while `stuck` (last good value) or `garbage` is active, suppressed while `off`,
/// in a dropout or in a gap (`BarometerSpec.gaps`), and delivered `latencySeconds` (+ any `delayed` fault) after `t`. The
/// additive faults (glitch, spike) sit before the quantiser so readings stay on the sensor's
/// LSB grid. `RW` is a random walk realised at whole seconds since the run start and
/// interpolated linearly (`KnotRandomWalk`). Streams (`<prefix>` e.g. `device[0].baro`):
/// `.offset` (one draw, only when the offset is not fixed), `.white`, `.drift`, `.gaps` (one
/// uniform draw per call, only when the spec has gaps: a gap starts where it falls below the
/// share, and misses the samples measured within the gap's duration of the call before), `.spikes` /
/// `.dropouts` (the *n*-th such fault, n ≥ 1, uses `.spikes.<n>` / `.dropouts.<n>`). The white
/// stream is drawn at every call and the drift stream at every second crossed, whatever the
/// faults, so a fault never changes a reading outside its window.
///
/// Stateful (drift, IIR, stuck value, dropouts) and advanced in time order only; a call at or
/// before the previous instant advances nothing. No allocation per call.
public final class BarometerModel {
    /// The spec the model was built from.
    public let spec: BarometerSpec
    /// Time between samples, ns.
    public let samplePeriodNanoseconds: Int64
    /// The per-device offset actually applied (drawn or fixed), Pa: the truth a calibration should find.
    public private(set) var offsetPa: Double

    /// The random-walk drift at the last reading, Pa (0 at the run start; `KnotRandomWalk`).
    public var randomWalkDriftPa: Double { state.pointee.drift.value }

    private let runStartNanoseconds: Int64
    private let latencyNanoseconds: Int64
    private let whiteStream: NoiseStream
    private let driftStream: NoiseStream
    private let white: WhiteNoise
    private let quantizer: Quantizer
    private let appliedOffsetPa: Double
    private let temperatureCoefficientPaPerKelvin: Double
    private let linearDriftPaPerSecond: Double
    private let iirTimeConstantSeconds: Double
    private let hasFaults: Bool
    private let gapStream: NoiseStream?
    private let gapShare: Double
    private let gapDurationNanoseconds: Int64
    /// The mutable state lives behind a pointer the model owns: stored `var`s of a class pay a
    /// dynamic exclusivity check on every access, which made up a third of a sample's cost.
    private let state: UnsafeMutablePointer<State>

    private struct State {
        var drift: KnotRandomWalk
        var iirState = Double.nan
        var lastNanoseconds: Int64
        var lastGoodPa = Double.nan
        var faults: [ActiveFault]
        /// Samples measured before this instant are missed (a gap in progress).
        var gapEndNanoseconds = Int64.min
    }

    /// One fault, resolved once: absolute window, parameters, its own process and stream.
    private struct ActiveFault {
        enum Effect {
            case off, stuck
            case glitch(Double)
            case delayed(Int64)
            case garbage(BarometerFault.GarbageValue)
            case spikes(PoissonArrivals, magnitudePa: Double, NoiseStream)
            case dropouts(TwoStateMarkov, NoiseStream)
        }
        var window: AbsoluteWindow
        var effect: Effect
    }

    /// Builds the model: draws the offset (unless fixed), makes every stream and resolves the
    /// fault windows. An invalid rate falls back to 25 Hz; other invalid values to 0.
    /// - Parameters:
    ///   - streamPrefix: e.g. `"device[0].baro"`; each layer uses `<prefix>.<layer>`.
    ///   - runStartNanoseconds: the run's start, for fault windows (offsets from it).
    public init(spec: BarometerSpec, root: NoiseRoot, streamPrefix: String, runStartNanoseconds: Int64) {
        self.spec = spec
        let rate = spec.sampleRateHz.isFinite && spec.sampleRateHz > 0 ? spec.sampleRateHz : 25
        samplePeriodNanoseconds = max(1, Int64((1e9 / max(rate, 1e-3)).rounded()))
        if let fixed = spec.offsetPa, fixed.isFinite {
            offsetPa = fixed
        } else {
            offsetPa = root.stream(named: streamPrefix + ".offset").gaussian(
                sigma: Self.finiteOrZero(spec.offsetSigmaPa))
        }
        self.runStartNanoseconds = runStartNanoseconds
        appliedOffsetPa = offsetPa
        latencyNanoseconds = SensorTime.nanoseconds(fromSeconds: spec.latencySeconds)
        whiteStream = root.stream(named: streamPrefix + ".white")
        driftStream = root.stream(named: streamPrefix + ".drift")
        white = WhiteNoise(rms: spec.whiteNoiseRMSPa)
        quantizer = Quantizer(stepSize: spec.quantizationPa)
        temperatureCoefficientPaPerKelvin = Self.finiteOrZero(spec.temperatureCoefficientPaPerKelvin)
        linearDriftPaPerSecond = Self.finiteOrZero(spec.linearDriftPaPerDay) / 86_400
        if let tau = spec.iirTimeConstantSeconds, tau.isFinite, tau > 0 {
            iirTimeConstantSeconds = tau
        } else {
            iirTimeConstantSeconds = 0
        }
        let faults = Self.activeFaults(
            of: spec, root: root, streamPrefix: streamPrefix, runStartNanoseconds: runStartNanoseconds)
        hasFaults = !faults.isEmpty
        if let gaps = spec.gaps, gaps.share.isFinite, gaps.share > 0, gaps.durationSeconds.isFinite,
            gaps.durationSeconds > 0
        {
            gapStream = root.stream(named: streamPrefix + ".gaps")
            gapShare = min(1, gaps.share)
            gapDurationNanoseconds = SensorTime.nanoseconds(fromSeconds: gaps.durationSeconds)
        } else {
            gapStream = nil
            gapShare = 0
            gapDurationNanoseconds = 0
        }
        state = .allocate(capacity: 1)
        state.initialize(
            to: State(
                drift: KnotRandomWalk(
                    ratePerRootSecond: spec.randomWalkDriftPaPerRootSecond, originNanoseconds: runStartNanoseconds,
                    using: driftStream),
                lastNanoseconds: runStartNanoseconds, faults: faults))
    }

    /// The spec's faults resolved to absolute windows, each spike and dropout fault with its own
    /// stream (`<prefix>.spikes`, `<prefix>.spikes.1`, …).
    private static func activeFaults(
        of spec: BarometerSpec, root: NoiseRoot, streamPrefix: String, runStartNanoseconds: Int64
    ) -> [ActiveFault] {
        var spikeCount = 0
        var dropoutCount = 0
        return spec.faults.map { fault in
            let window = SensorTime.absoluteBounds(of: fault.window, runStartNanoseconds: runStartNanoseconds)
            let effect: ActiveFault.Effect
            switch fault.kind {
            case .off: effect = .off
            case .stuck: effect = .stuck
            case .glitch(let stepPa): effect = .glitch(Self.finiteOrZero(stepPa))
            case .delayed(let seconds): effect = .delayed(SensorTime.nanoseconds(fromSeconds: seconds))
            case .garbage(let value): effect = .garbage(value)
            case .spikes(let ratePerSecond, let magnitudePa):
                let name = streamPrefix + (spikeCount == 0 ? ".spikes" : ".spikes.\(spikeCount)")
                spikeCount += 1
                effect = .spikes(
                    PoissonArrivals(ratePerSecond: ratePerSecond), magnitudePa: Self.finiteOrZero(magnitudePa),
                    root.stream(named: name))
            case .dropouts(let meanOnSeconds, let meanOffSeconds):
                let name = streamPrefix + (dropoutCount == 0 ? ".dropouts" : ".dropouts.\(dropoutCount)")
                dropoutCount += 1
                effect = .dropouts(
                    TwoStateMarkov(meanOnSeconds: meanOnSeconds, meanOffSeconds: meanOffSeconds, startsOn: true),
                    root.stream(named: name))
            }
            return ActiveFault(window: window, effect: effect)
        }
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The reading's temperature error at this device temperature, Pa: the temperature
    /// coefficient × (T − 25 °C); 0 for a non-finite temperature.
    @inline(__always)
    public func temperatureErrorPa(atDeviceTemperatureKelvin kelvin: Double) -> Double {
        kelvin.isFinite ? temperatureCoefficientPaPerKelvin * (kelvin - 298.15) : 0
    }

    /// The value that every garbage kind delivers (`absurd` is 10 MPa, 100× sea level).
    public static func garbageValuePa(_ kind: BarometerFault.GarbageValue, truePressurePa: Double) -> Double {
        switch kind {
        case .nan: .nan
        case .infinity: .infinity
        case .negative: -abs(truePressurePa.isFinite ? truePressurePa : 101_325)
        case .absurd: 10_000_000
        case .zero: 0
        }
    }

    /// The reading for the true pressure at `nanoseconds`, or `nil` when no sample is delivered
    /// (off, dropout).
    public func measure(truePressurePa: Double, deviceTemperatureKelvin: Double, atNanoseconds nanoseconds: Int64)
        -> BarometerReading?
    {
        let last = state.pointee.lastNanoseconds
        let stepNanoseconds = nanoseconds > last ? nanoseconds &- last : 0
        let stepSeconds = Double(stepNanoseconds) * 1e-9
        if stepNanoseconds > 0 { state.pointee.lastNanoseconds = nanoseconds }
        // Error layers, drawn at every call whatever the faults.
        let driftPa = state.pointee.drift.advance(toNanoseconds: nanoseconds, using: driftStream)
        let noisePa = white.sample(using: whiteStream)
        let missed = gapStream.map { missesSample(at: nanoseconds, previousNanoseconds: last, using: $0) } ?? false
        let sinceStartSeconds = Double(nanoseconds &- runStartNanoseconds) * 1e-9
        let temperatureTerm = temperatureErrorPa(atDeviceTemperatureKelvin: deviceTemperatureKelvin)
        var value =
            truePressurePa + appliedOffsetPa + temperatureTerm + linearDriftPaPerSecond * sinceStartSeconds + driftPa
            + noisePa
        if iirTimeConstantSeconds > 0 {
            let previous = state.pointee.iirState
            if previous.isFinite && value.isFinite {
                // Exact first-order low-pass for a held input over the step.
                let alpha = -expm1(-stepSeconds / iirTimeConstantSeconds)
                value = previous + alpha * (value - previous)
            }
            state.pointee.iirState = value
        }
        guard hasFaults else {
            return missed ? nil : deliver(quantizer.quantize(value), at: nanoseconds, extraDelay: 0)
        }
        return applyFaults(
            to: value, truePressurePa: truePressurePa, at: nanoseconds, stepSeconds: stepSeconds, missed: missed)
    }

    /// Whether the sample measured at `nanoseconds` falls in a gap: one in progress, or one that
    /// starts here (a uniform draw below the share, drawn at every call) and lasts the gap's
    /// duration from the call before, `previousNanoseconds`.
    private func missesSample(at nanoseconds: Int64, previousNanoseconds: Int64, using stream: NoiseStream) -> Bool {
        let draw = stream.uniform()
        if nanoseconds < state.pointee.gapEndNanoseconds { return true }
        guard draw < gapShare else { return false }
        state.pointee.gapEndNanoseconds = SensorTime.add(previousNanoseconds, gapDurationNanoseconds)
        return nanoseconds < state.pointee.gapEndNanoseconds
    }

    private func applyFaults(
        to raw: Double, truePressurePa: Double, at nanoseconds: Int64, stepSeconds: Double, missed: Bool
    ) -> BarometerReading? {
        var value = raw
        var silent = false
        var stuck = false
        var garbage: BarometerFault.GarbageValue?
        var extraDelay: Int64 = 0
        let period = stepSeconds > 0 ? stepSeconds : Double(samplePeriodNanoseconds) * 1e-9
        for index in state.pointee.faults.indices where state.pointee.faults[index].window.contains(nanoseconds) {
            switch state.pointee.faults[index].effect {
            case .off: silent = true
            case .stuck: stuck = true
            case .glitch(let stepPa): value += stepPa
            case .delayed(let delay): extraDelay = SensorTime.add(extraDelay, delay)
            case .garbage(let kind): garbage = kind
            case .spikes(var arrivals, let magnitudePa, let stream):
                if arrivals.arrivals(inNextSeconds: period, using: stream) > 0 {
                    value += stream.uniform() < 0.5 ? -magnitudePa : magnitudePa
                }
                state.pointee.faults[index].effect = .spikes(arrivals, magnitudePa: magnitudePa, stream)
            case .dropouts(var chain, let stream):
                if !chain.advance(bySeconds: period, using: stream) { silent = true }
                state.pointee.faults[index].effect = .dropouts(chain, stream)
            }
        }
        value = quantizer.quantize(value)
        if stuck {
            if state.pointee.lastGoodPa.isNaN { state.pointee.lastGoodPa = value }
            value = state.pointee.lastGoodPa
        } else {
            state.pointee.lastGoodPa = value
        }
        if let garbage { value = Self.garbageValuePa(garbage, truePressurePa: truePressurePa) }
        guard !silent, !missed else { return nil }
        return deliver(value, at: nanoseconds, extraDelay: extraDelay)
    }

    @inline(__always)
    private func deliver(_ value: Double, at nanoseconds: Int64, extraDelay: Int64) -> BarometerReading {
        BarometerReading(
            pressurePa: value, measuredAtNanoseconds: nanoseconds,
            deliverAtNanoseconds: SensorTime.add(SensorTime.add(nanoseconds, latencyNanoseconds), extraDelay))
    }

    private static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
