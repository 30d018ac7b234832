/// The feature and fault classes of swarm testing: each generated case enables a random subset,
/// so rare combinations (a front during a calibration, a stuck barometer in an elevator) appear
/// with a useful frequency instead of being diluted by everything else.
public enum FuzzFeature: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// A non-flat terrain (`terrain plane/hills`) or an origin elevation.
    case terrain
    /// One to three buildings, and devices that go inside, ride elevators, take stairs.
    case buildings
    /// Sea-level pressure, trend, tide, drift, gradient, temperature.
    case weather
    /// Cold and warm fronts passing during the run.
    case fronts
    /// Scheduled thunderstorms and random ones (`thunderstorm every`).
    case storms
    /// Reference stations (a grid, single stations with biases and down windows).
    case stations
    /// Limited or no service coverage.
    case coverage
    /// An invalid or missing API key.
    case keys
    /// Service faults (`service outage/unreachable/error/stale/slow/garbage/missing-reference`).
    case serviceFaults
    /// Transport settings: latency, timeout, drops, outages.
    case transport
    /// Two or three devices.
    case multipleDevices
    /// Walking and driving.
    case movement
    /// Barometer faults (off, stuck, glitch, spikes, dropout, garbage, NaN, negative).
    case barometerFaults
    /// GNSS faults (off, stuck, wrong, jumps) and poor GNSS environments.
    case gnssFaults
    /// Doors, sunroofs and ventilation.
    case transients
    /// Manual calibrations, `set pressure`, uploads and an initial calibration.
    case calibration
    /// `altitude once` requests.
    case oneTime
    /// Consistency filters (pressure, location, activity).
    case filters
    /// Stopping and restarting the SDK and altitude mode mid-run.
    case lifecycle
    /// Sensor options: presets, noise, offsets, drift, latency, quantisation.
    case sensorOptions
    /// Every fault window ends in the first quarter of the run, so the engine's recovery is
    /// checked (invariant 7 needs the recovery bound after the last fault).
    case earlyFaults

    /// Orders classes by name, so reports list them stably.
    public static func < (lhs: FuzzFeature, rhs: FuzzFeature) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How often a case enables the class (stations are usually on: without them most cases
    /// would only see status 610).
    public var enableProbability: Double {
        switch self {
        case .stations: 0.85
        case .coverage, .keys: 0.2
        default: 0.5
        }
    }
}
