import AltitudeEngine
import Testing

/// The two code samples of `receive-data-from-sdk.txt`, as they stand apart from the two typos
/// the issue names (the stray `)` after `NNAltitudeMode.oneTime)` and the space in
/// `context. warningCode`) and one `_ = manualBarocalCalibration` so the empty `if let` does
/// not warn. They live in a class declaring the properties they assign.
final class SeedHost {
    var _hae: Double?
    var _haeu: Double?
    var _hat: Double?
    var _hatu: Double?
    var _zasStatusCode: Int?
    var _errorCode: Int?
    var filters: [NNConsistenyFilter] = []
    private var frequency: NNAltitudeMode!

    func sampleOne() {
        NNSDK.startAltitudeCalculation(mode: NNAltitudeMode.oneTime) {
            [weak self] (code, context) in
            if let weakSelf = self {
                weakSelf._zasStatusCode = nil
                weakSelf._errorCode = nil
                if let context = context {
                    if let height = context.height, let heightUncertainty = context.heightUncertainty {
                        weakSelf._hae = height
                        weakSelf._haeu = heightUncertainty
                    } else {
                        weakSelf._hae = nil
                        weakSelf._haeu = nil
                    }
                    if let heightAboveTerrain = context.heightAboveTerrain,
                        let heightAboveTerrainUncertainty = context.heightAboveTerrainUncertainty
                    {
                        weakSelf._hat = heightAboveTerrain
                        weakSelf._hatu = heightAboveTerrainUncertainty
                    } else {
                        weakSelf._hat = nil
                        weakSelf._hatu = nil
                    }
                    if let manualBarocalCalibration = context.manualBaroCal {
                        //Manual Calibration is requried
                        _ = manualBarocalCalibration
                    }
                    if let code = context.statusCode {
                        weakSelf._zasStatusCode = code
                    } else if let code = context.errorCode {
                        weakSelf._errorCode = code
                    }
                } else if let code = code {
                    weakSelf._errorCode = code
                }
            }
        }
    }

    func sampleTwo() {
        self.filters.append(NNConsistenyFilter.location)
        self.filters.append(NNConsistenyFilter.pressure)
        //After SDK is initialized
        NNSDK.setSDKConsistencyFilters(self.filters)
        NNSDK.startAltitudeCalculation(mode: NNAltitudeMode.oneTime) {
            [weak self] (code, context) in
            if let weakSelf = self {
                weakSelf._zasStatusCode = nil
                weakSelf._errorCode = nil
                if let context = context {
                    if context.warningCode != nil {
                        print("warning code: \(String(context.warningCode!))")
                    }
                }
            }
        }
        _ = frequency
    }
}

/// The only suite that touches the `NNSDK` global: serialized.
@Suite("NNSDK facade and the seed's samples", .serialized)
struct FacadeTests {
    @Test("before install: offline ports, calls before start report 810")
    func offline() {
        NNSDK.install(ports: .offline())
        var code: Int?
        NNSDK.startAltitudeCalculation(mode: .oneTime) { c, _ in code = c }
        #expect(code == 810)
        #expect(NNSDK.sdkInitializationStatus() == (false, 0))
        #expect(!NNSDK.version().isEmpty)
        #expect(NNSDK.deviceID() == "nn-device")
    }

    @Test("the seed's first sample gets a height through the facade")
    func seedSampleOne() {
        let scheduler = ManualScheduler(startNanoseconds: t0)
        let assistance = FakeAssistance()
        assistance.scheduler = scheduler
        NNSDK.install(ports: EnginePorts(scheduler: scheduler, assistance: assistance, store: InMemoryKeyValueStore()))
        var statuses: [Int] = []
        NNSDK.setStatusHandler { code, _ in statuses.append(code) }
        var started: Int?
        NNSDK.start(
            baseURL: "https://a.example", secretKey: "k", location: TestWorld.location(at: t0),
            success: { code, _ in started = code }, failure: { code, _ in started = code })
        NNSDK.setAltitude(location: nil, pressure: TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1))
        #expect(started == 800)
        let host = SeedHost()
        host.sampleOne()
        for k in 1...10 {
            scheduler.advance(byNanoseconds: second / 2)
            NNSDK.setAltitude(
                location: TestWorld.location(at: scheduler.nowNanoseconds),
                pressure: TestWorld.pressure(atHAE: TestWorld.terrainHAE + 1) + Double(k % 2) * 0.1)
        }
        #expect(host._hae != nil)
        #expect(abs((host._hae ?? 0) - (TestWorld.terrainHAE + 1)) < 0.5)
        #expect(host._hatu != nil)
        #expect(host._zasStatusCode == 200)
        #expect(statuses.contains(830) && statuses.contains(835))

        host.sampleTwo()
        #expect(NNSDK.shared.enabledFilters == [.location, .pressure])
        NNSDK.stopAltitudeCalculation()
        NNSDK.stop()
        #expect(NNSDK.sdkInitializationStatus() == (false, 811))
        NNSDK.install(ports: .offline())
    }
}
