import AltitudeEngine
import FieldLogs
import Foundation
import Geophysics
import Simulation

/// The assistance port of a field run: every fetch is answered at once with the reference — the
/// recorded series' sea-level pressure at the fetch's instant with its stated σ when the reference
/// is one, else the declared sea-level pressure (the site's weather when none is stated) with the
/// declared σ (``FieldReference``) — and the
/// site's temperature with its σ, at the geoid (the reply's level), with the site's terrain under
/// the request's position. Uploads are accepted (nothing stores them).
final class DeclaredReferenceClient: AssistanceClient {
    let site: FieldSite
    let reference: FieldReference
    let temperatureSigmaKelvin: Double
    let scheduler: ManualScheduler

    /// How long a reply from a series holds, ns: the engine asks again as the weather moves.
    static let seriesValidityNanoseconds: Int64 = 600_000_000_000

    init(
        site: FieldSite, reference: FieldReference, temperatureSigmaKelvin: Double, scheduler: ManualScheduler
    ) {
        self.site = site
        self.reference = reference
        self.temperatureSigmaKelvin = temperatureSigmaKelvin
        self.scheduler = scheduler
    }

    func fetch(_ request: AssistanceRequest, completion: @escaping (AssistanceReply) -> Void) {
        let world = site.world
        let coordinate = GeodeticCoordinate(
            latitudeDegrees: request.latitudeDegrees, longitudeDegrees: request.longitudeDegrees)
        let point = world.plane.eastNorth(of: coordinate)
        let geoid = world.geoid.undulationMeters(at: coordinate)
        let start = world.startNanoseconds
        let now = scheduler.nowNanoseconds
        let series = reference.series
        let recorded = series?.reference(atNanoseconds: now)
        var declaredPa: Double?
        var declaredSigmaPa = 0.0
        if case .declared(let pressure, let sigma) = reference {
            declaredPa = pressure
            declaredSigmaPa = sigma
        }
        completion(
            .response(
                AssistanceResponse(
                    requestID: request.requestID, status: .delivered,
                    referencePressurePa: recorded?.seaLevelPressurePa ?? declaredPa
                        ?? world.weather.seaLevelPressurePa(at: point, timeNanoseconds: start),
                    referencePressureUncertaintyPa: recorded?.sigmaPa ?? declaredSigmaPa,
                    referenceTemperatureKelvin: world.weather.seaLevelTemperatureKelvin(
                        at: point, timeNanoseconds: start),
                    referenceTemperatureUncertaintyKelvin: temperatureSigmaKelvin, referenceLevelHAEMeters: geoid,
                    referenceTimeNanoseconds: now,
                    referenceValidityNanoseconds: series == nil ? 3_600_000_000_000 : Self.seriesValidityNanoseconds,
                    terrainHAEMeters: world.terrain.heightMeters(at: point) + geoid, terrainUncertaintyMeters: 1,
                    terrainSlope: world.terrain.slope(at: point))))
    }

    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        completion(.accepted)
    }
}
