public import Geophysics

/// The geoid model: undulation N (height of mean sea level above the WGS-84 ellipsoid), m.
///
/// HAE = orthometric height + N. The service's reference level is mean sea level, so it
/// reports `referenceLevelHAEMeters = N` at the device position.
public struct GeoidProvider: Sendable {
    /// Geoid undulation at a position, m.
    public let undulationMeters: @Sendable (GeodeticCoordinate) -> Double

    /// Creates a provider from a closure.
    public init(undulationMeters: @escaping @Sendable (GeodeticCoordinate) -> Double) {
        self.undulationMeters = undulationMeters
    }

    /// The same undulation everywhere.
    public static func constant(undulationMeters: Double) -> GeoidProvider {
        GeoidProvider { _ in undulationMeters }
    }
}
