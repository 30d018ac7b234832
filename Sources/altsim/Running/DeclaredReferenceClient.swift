import AltitudeEngine
import Foundation
import Geophysics
import Simulation

/// The assistance port of a field run: every fetch is answered at once with the site's declared
/// reference — sea-level pressure and temperature with their declared σ at the geoid (the reply's
/// level), and the site's terrain under the request's position — since a recording carries no
/// reference. Uploads are accepted (nothing stores them).
final class DeclaredReferenceClient: AssistanceClient {
    let site: FieldSite
    let referenceSigmaPa: Double
    let temperatureSigmaKelvin: Double
    let scheduler: ManualScheduler

    init(site: FieldSite, referenceSigmaPa: Double, temperatureSigmaKelvin: Double, scheduler: ManualScheduler) {
        self.site = site
        self.referenceSigmaPa = referenceSigmaPa
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
        completion(
            .response(
                AssistanceResponse(
                    requestID: request.requestID, status: .delivered,
                    referencePressurePa: world.weather.seaLevelPressurePa(at: point, timeNanoseconds: start),
                    referencePressureUncertaintyPa: referenceSigmaPa,
                    referenceTemperatureKelvin: world.weather.seaLevelTemperatureKelvin(
                        at: point, timeNanoseconds: start),
                    referenceTemperatureUncertaintyKelvin: temperatureSigmaKelvin, referenceLevelHAEMeters: geoid,
                    referenceTimeNanoseconds: scheduler.nowNanoseconds, referenceValidityNanoseconds: 3_600_000_000_000,
                    terrainHAEMeters: world.terrain.heightMeters(at: point) + geoid, terrainUncertaintyMeters: 1,
                    terrainSlope: world.terrain.slope(at: point))))
    }

    func upload(_ upload: BarocalUpload, completion: @escaping (UploadResult) -> Void) {
        completion(.accepted)
    }
}
