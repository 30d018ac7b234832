/// A run specification that cannot be simulated: an unknown building, a floor that does not
/// exist, a motion that is impossible where the person is, an invalid number.
///
/// Thrown by `SimulationRun.init` (at setup, before any event runs); never silently ignored.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the spec, e.g. `devices[0].timeline[3]` or `devices[1].start`.
    public let location: String
    /// What was wrong, quoting the offending value and what was expected.
    public let message: String

    /// Creates an error at `location`.
    public init(location: String, message: String) {
        self.location = location
        self.message = message
    }

    /// `location: message`.
    public var description: String { "\(location): \(message)" }

    static func requirePositive(_ value: Double, _ location: String, _ what: String) throws {
        guard value.isFinite, value > 0 else {
            throw SimulationError(
                location: location, message: "\(what) \(value) must be a finite number greater than 0")
        }
    }

    static func requireFinite(_ value: Double, _ location: String, _ what: String) throws {
        guard value.isFinite else {
            throw SimulationError(location: location, message: "\(what) \(value) is not a finite number")
        }
    }
}
