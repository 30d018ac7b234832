import Foundation

/// A short local pressure disturbance added to the truth: a door opening, an elevator cab's
/// pressure control, a car's ventilation or sunroof.
///
/// A transient applies only where its `scope` says: inside one building, or to whoever carries
/// a tag (a car, named by the device model that rides in it), or everywhere.
///
/// ```swift
/// let slam = PressureTransient.door(startNanoseconds: 60_000_000_000, building: 0)   // +17 Pa, 5 s
/// slam.offsetPa(atNanoseconds: 61_000_000_000)                                     // 17
/// ```
public struct PressureTransient: Sendable, Hashable {
    /// What caused it (for reports; the defaults of the factories depend on it).
    public var kind: TransientKind
    /// Where it applies.
    public var scope: TransientScope
    /// When it starts, ns since the Unix epoch.
    public var startNanoseconds: Int64
    /// Its size, Pa (positive = higher pressure).
    public var magnitudePa: Double
    /// How long it lasts before recovery begins (step) or in total (trapezoid, bump), s.
    public var durationSeconds: Double
    /// How the offset varies in time.
    public var shape: TransientShape

    /// Creates a transient.
    public init(
        kind: TransientKind = .custom, scope: TransientScope = .everywhere, startNanoseconds: Int64,
        magnitudePa: Double, durationSeconds: Double, shape: TransientShape
    ) {
        self.kind = kind
        self.scope = scope
        self.startNanoseconds = startNanoseconds
        self.magnitudePa = magnitudePa
        self.durationSeconds = durationSeconds
        self.shape = shape
    }

    /// A door opening: +17 Pa for 5 s, recovering with a 1 s time constant (door events can reach
    /// ~17 Pa: `Docs/reference/physics.md`, "Buildings and transients").
    public static func door(
        startNanoseconds: Int64, building: Int, magnitudePa: Double = 17, durationSeconds: Double = 5,
        recoveryTimeConstantSeconds: Double = 1
    ) -> PressureTransient {
        PressureTransient(
            kind: .door, scope: .building(building), startNanoseconds: startNanoseconds, magnitudePa: magnitudePa,
            durationSeconds: durationSeconds,
            shape: .stepWithRecovery(recoveryTimeConstantSeconds: recoveryTimeConstantSeconds))
    }

    /// An elevator cab's pressure control: a trapezoid of `magnitudePa` (default 30 Pa) over
    /// `durationSeconds` (default 20 s) whose ramps change the pressure at the cab's maximum
    /// rate, 126 Pa/s (cab pressure control ≤ 1.26 hPa/s: `Docs/reference/physics.md`, "Buildings
    /// and transients").
    public static func elevatorCab(
        startNanoseconds: Int64, scope: TransientScope, magnitudePa: Double = 30, durationSeconds: Double = 20
    ) -> PressureTransient {
        PressureTransient(
            kind: .elevatorCab, scope: scope, startNanoseconds: startNanoseconds, magnitudePa: magnitudePa,
            durationSeconds: durationSeconds,
            shape: .trapezoid(rampSeconds: abs(magnitudePa) / elevatorCabMaximumRatePaPerSecond))
    }

    /// The fastest pressure change an elevator cab's control allows, Pa/s (1.26 hPa/s).
    public static let elevatorCabMaximumRatePaPerSecond = 126.0

    /// An open sunroof at speed: −275 Pa (the cabin reads ~75 ft higher: `Docs/reference/physics.md`,
    /// "Buildings and transients") for `durationSeconds` (default 60 s), with 2 s ramps.
    public static func sunroof(
        startNanoseconds: Int64, vehicle: String, magnitudePa: Double = -275, durationSeconds: Double = 60
    ) -> PressureTransient {
        PressureTransient(
            kind: .sunroof, scope: .tagged(vehicle), startNanoseconds: startNanoseconds, magnitudePa: magnitudePa,
            durationSeconds: durationSeconds, shape: .trapezoid(rampSeconds: 2))
    }

    /// Car ventilation fan: +10 Pa cabin pressurisation for `durationSeconds` (default 300 s)
    /// with 1 s ramps (an assumption of this model; no reference value).
    public static func carVentilation(
        startNanoseconds: Int64, vehicle: String, magnitudePa: Double = 10, durationSeconds: Double = 300
    ) -> PressureTransient {
        PressureTransient(
            kind: .carVentilation, scope: .tagged(vehicle), startNanoseconds: startNanoseconds,
            magnitudePa: magnitudePa,
            durationSeconds: durationSeconds, shape: .trapezoid(rampSeconds: 1))
    }

    /// How long after `startNanoseconds` the offset is non-zero, s. A step's exponential tail
    /// is cut after 10 time constants (less than 5·10⁻⁵ of the magnitude remains).
    public var supportSeconds: Double {
        switch shape {
        case .stepWithRecovery(let tau): durationSeconds + 10 * tau
        case .trapezoid, .raisedCosine: durationSeconds
        }
    }

    /// The pressure offset at an instant, Pa (0 before the start and after the support).
    public func offsetPa(atNanoseconds timeNanoseconds: Int64) -> Double {
        guard timeNanoseconds >= startNanoseconds else { return 0 }
        let t = Instant.secondsBetween(startNanoseconds, timeNanoseconds)
        guard t < supportSeconds else { return 0 }
        switch shape {
        case .stepWithRecovery(let tau):
            return t < durationSeconds ? magnitudePa : magnitudePa * exp(-(t - durationSeconds) / tau)
        case .trapezoid(let ramp):
            let edge = min(ramp, durationSeconds / 2)
            guard edge > 0 else { return magnitudePa }
            return magnitudePa * min(1, t / edge, (durationSeconds - t) / edge)
        case .raisedCosine:
            let s = sin(Double.pi * t / durationSeconds)
            return magnitudePa * s * s
        }
    }

    /// Checks the parameters; `index` names it in the error.
    public func validate(index: Int) throws {
        let prefix = "transients[\(index)]"
        try WorldError.requireFinite(magnitudePa, "\(prefix).magnitudePa")
        try WorldError.requirePositive(durationSeconds, "\(prefix).durationSeconds")
        guard supportSeconds <= 366 * 86_400 else {
            throw WorldError(
                parameter: "\(prefix).durationSeconds",
                message: "\(durationSeconds) s (with recovery \(supportSeconds) s) must last at most 366 days")
        }
        switch shape {
        case .stepWithRecovery(let tau): try WorldError.requirePositive(tau, "\(prefix).recoveryTimeConstantSeconds")
        case .trapezoid(let ramp): try WorldError.requireNonNegative(ramp, "\(prefix).rampSeconds")
        case .raisedCosine: break
        }
    }
}
