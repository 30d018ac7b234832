/// A world description that cannot be built: a parameter out of range, a bad reference.
public struct WorldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name as written in the model (for example `weather.drift.correlationTimeSeconds`).
    public let parameter: String
    /// What was wrong, quoting the value and what was expected.
    public let message: String

    /// Creates an error for `parameter`.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }

    /// `PARAMETER: MESSAGE`.
    public var description: String { "\(parameter): \(message)" }

    /// Throws unless `value` is finite.
    static func requireFinite(_ value: Double, _ parameter: String) throws {
        guard value.isFinite else { throw WorldError(parameter: parameter, message: "\(value) is not a finite number") }
    }

    /// Throws unless `value` is finite and > 0.
    static func requirePositive(_ value: Double, _ parameter: String) throws {
        guard value.isFinite, value > 0 else {
            throw WorldError(parameter: parameter, message: "\(value) must be a finite number greater than 0")
        }
    }

    /// Throws unless `value` is an hour of the day in [0, 24].
    static func requireHour(_ value: Double, _ parameter: String) throws {
        guard value.isFinite, value >= 0, value <= 24 else {
            throw WorldError(parameter: parameter, message: "\(value) must be an hour of the day from 0 to 24")
        }
    }

    /// Throws unless `value` is finite and ≥ 0.
    static func requireNonNegative(_ value: Double, _ parameter: String) throws {
        guard value.isFinite, value >= 0 else {
            throw WorldError(parameter: parameter, message: "\(value) must be a finite number ≥ 0")
        }
    }
}
