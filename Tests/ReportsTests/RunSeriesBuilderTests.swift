import AltitudeEngine
import Geophysics
import Simulation
import Testing

@testable import Reports

/// The mapping from trace records to the report's series and figures, on hand-made records.
@Suite("Run → report mapping")
struct RunSeriesBuilderTests {
    static let start: Int64 = 1_000_000_000_000_000_000
    static func at(_ seconds: Double) -> Int64 { start + Int64(seconds * 1e9) }

    static func truth(haeMeters: Double, pressurePa: Double = 100_000, building: Int? = nil) -> TruthSnapshot {
        TruthSnapshot(
            position: EastNorth(eastMeters: 0, northMeters: 0), heightMSLMeters: haeMeters - 10,
            heightHAEMeters: haeMeters, heightAboveTerrainMeters: haeMeters - 400, buildingIndex: building,
            floor: building == nil ? nil : 0, pressurePa: pressurePa, activity: .still)
    }

    static func callback(
        _ seconds: Double, height: Double, u68: Double, u90: Double, truthHAE: Double,
        warning: Int = 0, status: Int = 200, device: Int = 0
    ) -> TraceRecord {
        let context = NNAltitudeContext(
            height: height, heightUncertainty: u90, heightUncertainty68: u68,
            heightAboveTerrain: height - 400, statusCode: status, errorCode: 0,
            manualBaroCal: false, userPressure: 99_990, warningCode: warning,
            timestampNanoseconds: at(seconds))
        return TraceRecord(
            timeNanoseconds: at(seconds), deviceIndex: device,
            event: .engine(.altitudeCallback(code: nil, context: context), truth: truth(haeMeters: truthHAE)))
    }

    @Test("Accuracy: p80 of |error|, bias, coverage and time to first fix of device 0 only")
    func accuracy() {
        // Errors +1, −2, +3, −4, +5 (m); u68 = 2.5, u90 = 4.5 → inside 68: 2 of 5, inside 90: 4 of 5.
        let errors: [Double] = [1, -2, 3, -4, 5]
        var records = errors.enumerated().map { index, error in
            Self.callback(Double(index + 2), height: 400 + error, u68: 2.5, u90: 4.5, truthHAE: 400)
        }
        records.append(Self.callback(0.5, height: 900, u68: 1, u90: 1, truthHAE: 400, device: 1))
        let figures = RunReportMapping.accuracy(records: records, deviceIndex: 0, startNanoseconds: Self.start)
        #expect(figures.p80AbsHAEErrorMeters == 4)
        #expect(figures.biasMeters == 0.6)
        #expect(figures.coverage68 == 0.4)
        #expect(figures.coverage90 == 0.8)
        #expect(figures.timeToFirstFixSeconds == 2)
        #expect(
            RunReportMapping.accuracy(records: [], deviceIndex: 0, startNanoseconds: Self.start) == AccuracyFigures())
    }

    @Test("Series: raw samples replace engine truths; lanes change only on a new value; faults become windows")
    func series() throws {
        let records: [TraceRecord] = [
            TraceRecord(
                timeNanoseconds: Self.at(0), deviceIndex: 0,
                event: .engine(.sdkStatus(.initialised), truth: Self.truth(haeMeters: 410))),
            TraceRecord(
                timeNanoseconds: Self.at(0), deviceIndex: 0, event: .timelineStep(index: 0, description: "start sdk")),
            TraceRecord(
                timeNanoseconds: Self.at(0.5), deviceIndex: 0,
                event: .pressureSample(
                    measuredPa: 100_010, truth: Self.truth(haeMeters: 410, pressurePa: 100_000, building: 0))),
            Self.callback(1, height: 411, u68: 1, u90: 2, truthHAE: 410),
            Self.callback(2, height: 412, u68: 1, u90: 2, truthHAE: 410),
            Self.callback(3, height: 412, u68: 1, u90: 2, truthHAE: 410, warning: 836),
            TraceRecord(
                timeNanoseconds: Self.at(4), deviceIndex: 0, event: .fault(description: "barometer stuck", active: true)
            ),
            TraceRecord(
                timeNanoseconds: Self.at(6), deviceIndex: 0,
                event: .fault(description: "barometer stuck", active: false)),
            TraceRecord(
                timeNanoseconds: Self.at(7), deviceIndex: nil,
                event: .fault(description: "service outage", active: true)),
            TraceRecord(
                timeNanoseconds: Self.at(8), deviceIndex: 0,
                event: .referenceSample(seaLevelPressurePa: 101_325, uncertaintyPa: 10)),
            TraceRecord(
                timeNanoseconds: Self.at(8), deviceIndex: 1, event: .timelineStep(index: 0, description: "other phone")),
        ]
        let building = Building(
            name: "B", centre: EastNorth(eastMeters: 0, northMeters: 0), widthMeters: 10, depthMeters: 10,
            floorCount: 3, lobbyHeightMeters: 5, floorHeightMeters: 3)
        // A front passing the origin (where the device is) at 5 s; another after the run ends.
        let fronts = [
            WeatherFront(passageAtOriginNanoseconds: Self.at(5), dropPa: 300),
            WeatherFront(passageAtOriginNanoseconds: Self.at(50)),
        ]
        let builder = RunSeriesBuilder(
            deviceIndex: 0, handHeightMeters: 1,
            floorPlans: [.init(building: building, groundHAEMeters: 400)],
            fronts: fronts, thunderstormStartsNanoseconds: [Self.at(9), Self.at(99)])
        let built = builder.build(records: records, startNanoseconds: Self.start, endNanoseconds: Self.at(10))
        let series = built.series
        // Truth: the engine event before the first raw sample is dropped, engine truths after it are not added.
        #expect(series.truePressurePa.timesNanoseconds == [Self.at(0.5)])
        #expect(series.measuredPressurePa.values == [100_010])
        #expect(series.hae.estimate.valuesMeters == [411, 412, 412])
        #expect(series.hae.estimate.u68Meters == [1, 1, 1])
        #expect(series.hae.estimate.u90Meters == [2, 2, 2])
        // Reference reduced to the phone's MSL height (400 m): lower than sea level by ~4.7 kPa.
        let reference = try #require(series.referencePressurePa.values.first)
        #expect(reference < 101_325 - 4_000 && reference > 101_325 - 5_500)
        let lanes = Dictionary(uniqueKeysWithValues: series.codeLanes.map { ($0.name, $0) })
        #expect(lanes["statusCode"]?.steps.map(\.label) == ["200"])
        #expect(lanes["warningCode"]?.steps.map(\.label) == ["0", "836"])
        #expect(lanes["SDK status"]?.steps.map(\.title) == ["800 initialised"])
        #expect(lanes["warningCode"]?.steps.last?.meaning == "high change in pressure (pressure filter)")
        #expect(built.warningsRaised == [836])
        #expect(
            series.annotations.map(\.label) == [
                "start sdk", "barometer stuck", "front passes (−300 Pa)", "service outage",
                "thunderstorm pressure jump",
            ])
        #expect(series.annotations[1].endNanoseconds == Self.at(6))
        #expect(series.annotations[2].kind == .frontPassage)
        #expect(series.annotations[2].timeNanoseconds == Self.at(5))
        #expect(series.annotations[3].kind == .outage)
        #expect(series.annotations[3].endNanoseconds == Self.at(10), "an open window ends with the run")
        #expect(series.floorLines.map(\.label) == ["floor 0", "floor 1", "floor 2"])
        #expect(series.floorLines.map(\.heightAboveTerrainMeters) == [1, 6, 9])
        #expect(series.floorLines.first?.heightHAEMeters == 401)
    }

    @Test("Without raw samples, measured pressure is the engine's userPressure and truth comes from engine events")
    func engineOnly() {
        let records = [
            Self.callback(1, height: 411, u68: 1, u90: 2, truthHAE: 410),
            Self.callback(2, height: 411, u68: 1, u90: 2, truthHAE: 410),
        ]
        let series = RunSeriesBuilder(deviceIndex: 0).series(
            records: records, startNanoseconds: Self.start, endNanoseconds: Self.at(3))
        #expect(series.measuredPressurePa.values == [99_990, 99_990])
        #expect(series.hae.truth.values == [410, 410])
        #expect(series.gnssHorizontalErrorMeters.isEmpty)
        #expect(series.floorLines.isEmpty)
    }

    @Test("Events at one instant keep the trace's order and take the words given for steps and faults")
    func sameInstantOrder() {
        let records: [TraceRecord] = [
            TraceRecord(
                timeNanoseconds: Self.at(1), deviceIndex: 0, event: .timelineStep(index: 0, description: "zeta")),
            TraceRecord(
                timeNanoseconds: Self.at(1), deviceIndex: 0,
                event: .fault(description: "barometer garbage(absurd)", active: true)),
            TraceRecord(
                timeNanoseconds: Self.at(1), deviceIndex: 0, event: .timelineStep(index: 1, description: "alpha")),
        ]
        let builder = RunSeriesBuilder(
            deviceIndex: 0, timelineWords: ["walk to the entrance of Hotel at 1.4 m/s"],
            faultWords: ["barometer garbage(absurd)": "barometer garbage: absurd values"],
            transients: [PressureTransient.door(startNanoseconds: Self.at(1), building: 3)])
        let series = builder.series(records: records, startNanoseconds: Self.start, endNanoseconds: Self.at(10))
        #expect(
            series.annotations.map(\.label) == [
                "walk to the entrance of Hotel at 1.4 m/s", "barometer garbage: absurd values", "alpha",
            ], "the door of a building the phone never entered is not its event")
        #expect(series.annotations[1].endNanoseconds == Self.at(10))
    }

    @Test("Timeline steps, faults and transients read as words, never as Swift's debug text")
    func eventWords() {
        #expect(
            EventWords.action(.walk(to: .entrance(building: "Hotel"), speedMetersPerSecond: 1.4))
                == "walk to the entrance of Hotel at 1.4 m/s")
        #expect(EventWords.barometerFault(.garbage(.absurd)) == "barometer garbage: absurd values")
        #expect(EventWords.barometerFault(.glitch(stepPa: 60)) == "barometer glitch of 60 Pa")
        #expect(EventWords.action(.app(.setFilters([.pressure]))) == "filters pressure")
        #expect(
            EventWords.transient(
                PressureTransient.door(startNanoseconds: 0, building: 0, magnitudePa: 50, durationSeconds: 2))
                == "door +50 Pa for 2 s")
        #expect(
            EventWords.transient(
                PressureTransient(
                    kind: .thunderstorm, startNanoseconds: 0, magnitudePa: 150, durationSeconds: 1440,
                    shape: .raisedCosine)) == "thunderstorm +150 Pa for 24 min")
        #expect(EventWords.duration(59) == "59 s")
        #expect(EventWords.duration(9000) == "2.5 h")
        #expect(EventWords.place(.point(EastNorth(eastMeters: 12.5, northMeters: -3))) == "12.5 m east, 3 m south")
    }
}
