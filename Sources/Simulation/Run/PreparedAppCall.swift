import AltitudeEngine
import Geophysics

/// An `AppCall` with its places checked and resolved at setup; the rest (the latest fix, the
/// person's position for a pin without a place) is filled in when it runs.
enum PreparedAppCall {
    case start(apiKey: String?, hostURL: String?)
    /// A call with nothing to resolve.
    case plain(ResolvedAppCall)
    case manual(mode: NNManualBarocalMode?, pin: EastNorth?, floorNumber: Int?, groundMSLHeightMeters: Double?)
    case setAltitude(pressurePa: Double?, location: EastNorth?)

    /// Horizontal accuracy given with a pinned or injected location, m.
    static let pinAccuracyMeters = 5.0

    init(_ call: AppCall, resolver: PlaceResolver, location: String) throws {
        switch call {
        case .manualCalibration(let mode, let pin):
            let point = try pin.place.map { try resolver.resolve($0, location: location) }
            if let ground = pin.groundMSLHeightMeters {
                try SimulationError.requireFinite(ground, location, "pin ground height")
            }
            self = .manual(
                mode: mode, pin: point, floorNumber: pin.floorNumber, groundMSLHeightMeters: pin.groundMSLHeightMeters)
        case .setAltitude(let pressure, let place):
            self = .setAltitude(
                pressurePa: pressure, location: try place.map { try resolver.resolve($0, location: location) })
        case .startSDK(let key, let url): self = .start(apiKey: key, hostURL: url)
        case .stopSDK: self = .plain(.stop)
        case .setFilters(let filters): self = .plain(.setFilters(filters))
        case .startAltitude(let mode): self = .plain(.startAltitude(mode))
        case .stopAltitude: self = .plain(.stopAltitude)
        case .barocalUpload: self = .plain(.barocalUpload)
        }
    }

    /// The call the engine receives at `now` for a device whose true position is `position`.
    func resolved(device: DeviceSpec, lastFix: NNLocation?, position: EastNorth, plane: LocalTangentPlane, now: Int64)
        -> ResolvedAppCall
    {
        func location(_ point: EastNorth) -> NNLocation {
            let c = plane.coordinate(of: point)
            return NNLocation(
                latitudeDegrees: c.latitudeDegrees, longitudeDegrees: c.longitudeDegrees,
                horizontalAccuracyMeters: Self.pinAccuracyMeters, timestampNanoseconds: now)
        }
        switch self {
        case .manual(let mode, let pin, let floor, let ground):
            let place = location(pin ?? position)
            if let mode {
                return .startManualCalibration(
                    mode: mode, location: place, floorNumber: floor, groundMSLHeightMeters: ground, pressurePa: nil)
            }
            return .setManualCalibration(
                location: place, floorNumber: floor, groundMSLHeightMeters: ground, pressurePa: nil)
        case .setAltitude(let pressure, let point):
            return .setAltitude(location: point.map(location), pressurePa: pressure)
        case .start(let key, let url):
            return .start(hostURL: url ?? device.hostURL, apiKey: key ?? device.apiKey, location: lastFix)
        case .plain(let call):
            return call
        }
    }
}
