import AssistanceProtocol
import AssistanceService
import Geophysics

/// Helpers shared by the service tests: a network laid out in a local plane, observations
/// generated from a known MSL pressure field, and requests.
enum TestNetwork {
    static let origin = GeodeticCoordinate(latitudeDegrees: 47.0, longitudeDegrees: 8.0)
    static let plane = LocalTangentPlane(origin: origin)
    static let apiKey = "test-key"
    static let second: Int64 = 1_000_000_000
    static let start: Int64 = 1_700_000_000 * 1_000_000_000

    static func coordinate(eastKm: Double, northKm: Double) -> GeodeticCoordinate {
        plane.coordinate(of: EastNorth(eastMeters: eastKm * 1_000, northMeters: northKm * 1_000))
    }

    static func station(
        _ id: String, eastKm: Double, northKm: Double, elevationMeters: Double, noiseSigmaPa: Double = 0
    ) -> ReferenceStation {
        ReferenceStation(
            id: id, position: coordinate(eastKm: eastKm, northKm: northKm), elevationMeters: elevationMeters,
            noiseSigmaPa: noiseSigmaPa)
    }

    /// Five stations around the origin at different elevations (≤ 310 m).
    static let fiveStations: [ReferenceStation] = [
        station("A", eastKm: -20, northKm: -15, elevationMeters: 12),
        station("B", eastKm: 25, northKm: -10, elevationMeters: 85),
        station("C", eastKm: 18, northKm: 22, elevationMeters: 160),
        station("D", eastKm: -15, northKm: 20, elevationMeters: 240),
        station("E", eastKm: 3, northKm: 2, elevationMeters: 310),
    ]

    static func configuration(
        stations: [ReferenceStation] = fiveStations, interpolation: InterpolationMethod = .planeFit,
        coverage: ServiceArea = .everywhere, faults: ServiceFaults = .none
    ) -> ServiceConfiguration {
        ServiceConfiguration(
            stations: stations, interpolation: interpolation, coverage: coverage, apiKeys: [apiKey], faults: faults)
    }

    /// The station (QFE) pressure that reduces exactly to `seaLevelPressurePa` with the
    /// service's reduction (`SeaLevelReduction`) at temperature `temperatureKelvin`.
    static func stationPressure(seaLevelPressurePa: Double, elevationMeters: Double, temperatureKelvin: Double)
        -> Double
    {
        SeaLevelReduction.stationPressurePa(
            referencePressurePa: seaLevelPressurePa, stationTemperatureKelvin: temperatureKelvin,
            stationHeightMeters: elevationMeters)
    }

    /// Feeds every station one observation measured at `time` of the MSL field `field(e, n)`
    /// (metres in `plane`), with a station temperature of 285 K − 6.5 K/km.
    static func feed(
        _ server: AssistanceServer, stations: [ReferenceStation] = fiveStations, at time: Int64,
        field: (Double, Double) -> Double
    ) {
        for station in stations {
            let local = plane.eastNorth(of: station.position)
            let temperature = 285 - 0.0065 * station.elevationMeters
            let pressure = stationPressure(
                seaLevelPressurePa: field(local.eastMeters, local.northMeters),
                elevationMeters: station.elevationMeters, temperatureKelvin: temperature)
            server.ingest(
                StationObservation(
                    stationID: station.id, pressurePa: pressure, temperatureKelvin: temperature,
                    measuredAtNanoseconds: time, receivedAtNanoseconds: time))
        }
    }

    static func request(
        at position: GeodeticCoordinate, key: String = apiKey, device: String = "device-1", id: UInt64 = 1,
        horizontalUncertaintyMeters: Double = 0
    ) -> AssistanceRequest {
        AssistanceRequest(
            requestID: id, deviceID: device, apiKey: key, latitudeDegrees: position.latitudeDegrees,
            longitudeDegrees: position.longitudeDegrees, horizontalUncertaintyMeters: horizontalUncertaintyMeters,
            phonePressurePa: 100_000, phonePressureVariancePa2: 1, sentAtNanoseconds: start)
    }

    static func calibration(madeAt time: Int64, offsetPa: Double = 12) -> CalibrationRecord {
        CalibrationRecord(offsetPa: offsetPa, uncertaintyPa: 3, madeAtNanoseconds: time, source: .background)
    }
}
