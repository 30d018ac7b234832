public import Geophysics

/// The geoid: the height of mean sea level above the WGS-84 ellipsoid (the undulation N), so
/// that ellipsoidal height HAE = orthometric height + N.
///
/// A scenario usually uses a constant undulation; one placed at a real latitude/longitude can
/// use EGM96 from Debian's `proj-data` grid:
/// ```swift
/// let geoid = try Geoid.egm96()          // /usr/share/proj/egm96_15.gtx, or a clear error
/// geoid.undulationMeters(at: GeodeticCoordinate(latitudeDegrees: 47.4, longitudeDegrees: 8.5))
/// ```
public enum Geoid: Sendable, Hashable {
    /// The same undulation everywhere, m (EGM96 spans about −105 … +85 m).
    case constant(undulationMeters: Double)
    /// A gridded model (EGM96 or any GTX grid), bilinearly interpolated.
    case grid(GeoidGrid)

    /// Mean sea level everywhere on the ellipsoid (N = 0).
    public static let none = Geoid.constant(undulationMeters: 0)

    /// EGM96 from a GTX file, by default Debian's `/usr/share/proj/egm96_15.gtx`.
    /// - Throws: `GeoidGridError.missingFile` (naming the `proj-data` package) if the file is
    ///   not there, `GeoidGridError.malformed` if it is not a valid GTX grid.
    public static func egm96(path: String = GeoidGrid.egm96DefaultPath) throws -> Geoid {
        .grid(try GeoidGrid.load(path: path))
    }

    /// The undulation N at a coordinate, m.
    public func undulationMeters(at coordinate: GeodeticCoordinate) -> Double {
        switch self {
        case .constant(let undulationMeters): undulationMeters
        case .grid(let grid): grid.undulationMeters(at: coordinate)
        }
    }
}
