/// A stateful noise process advanced by an arbitrary time step.
///
/// Every conforming type is a value type whose discretisation is exact for any step
/// `Δt > 0`: stepping 1 s once or 0.5 s twice gives the same distribution. A step that is
/// not a finite positive number of seconds (`Δt ≤ 0`, NaN, ±∞) leaves the state unchanged,
/// draws nothing from the stream and returns the current value.
public protocol NoiseProcess: Sendable {
    /// The current value of the process (in the unit of its parameters).
    var value: Double { get }
    /// Advances the process by `seconds`, drawing from `stream`; returns the new value.
    mutating func advance(bySeconds seconds: Double, using stream: NoiseStream) -> Double
}

/// Parameter sanitising shared by the processes: no input can crash a process.
enum NoiseParameter {
    /// `value` when finite and ≥ 0, else 0 (a process with an invalid scale is silent).
    static func scale(_ value: Double) -> Double {
        value.isFinite && value >= 0 ? value : 0
    }

    /// Whether `seconds` is a step that advances a process (finite and > 0).
    static func isStep(_ seconds: Double) -> Bool {
        seconds.isFinite && seconds > 0
    }
}
