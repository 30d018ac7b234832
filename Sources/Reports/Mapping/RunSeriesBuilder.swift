import Foundation
import Geophysics
public import Simulation

/// Builds the plotted series of one device from a run's trace records.
///
/// Truth comes from every `TruthSnapshot` (raw pressure samples when the run kept them, else the
/// engine events); measured pressure from raw samples, else the engine's `userPressure`; the
/// reference pressure is the service's sea-level reference reduced to the phone's true height.
/// Pure function of the records: the same trace gives the same series.
public struct RunSeriesBuilder {
    /// Floors of one building the device can be in.
    public struct FloorPlan: Sendable {
        /// The building.
        public var building: Building
        /// Ground height of the building above the ellipsoid, m.
        public var groundHAEMeters: Double

        /// Creates a plan.
        public init(building: Building, groundHAEMeters: Double) {
            self.building = building
            self.groundHAEMeters = groundHAEMeters
        }
    }

    /// Index of the device whose series are built.
    public var deviceIndex: Int
    /// Height of the phone above the floor, m (for floor lines).
    public var handHeightMeters: Double
    /// The buildings of the world, by index (`TruthSnapshot.buildingIndex`).
    public var floorPlans: [FloorPlan]
    /// Weather fronts: each passage over the device's first position is annotated.
    public var fronts: [WeatherFront]
    /// Start instants of thunderstorm pressure jumps, ns since the epoch (annotated as weather).
    public var thunderstormStartsNanoseconds: [Int64]

    /// Creates a builder for one device.
    public init(deviceIndex: Int, handHeightMeters: Double = 1.0, floorPlans: [FloorPlan] = [],
                fronts: [WeatherFront] = [], thunderstormStartsNanoseconds: [Int64] = []) {
        self.deviceIndex = deviceIndex
        self.handHeightMeters = handHeightMeters
        self.floorPlans = floorPlans
        self.fronts = fronts
        self.thunderstormStartsNanoseconds = thunderstormStartsNanoseconds
    }

    /// The most floor lines drawn per building (taller buildings draw every n-th floor).
    static let maximumFloorLines = 40

    /// The series of the device between `startNanoseconds` and `endNanoseconds`.
    public func series(records: [TraceRecord], startNanoseconds: Int64, endNanoseconds: Int64) -> ScenarioSeries {
        build(records: records, startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds).series
    }

    /// The series and the warning codes raised, in order of first appearance.
    func build(records: [TraceRecord], startNanoseconds: Int64, endNanoseconds: Int64) -> (series: ScenarioSeries, warningsRaised: [Int]) {
        var collector = SeriesCollector(deviceIndex: deviceIndex)
        for record in records { collector.add(record) }
        var series = ScenarioSeries(startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
        series.truePressurePa = TimeSeries(collector.truePressure)
        series.measuredPressurePa = TimeSeries(collector.hasRawPressure ? collector.rawPressure : collector.userPressure)
        series.referencePressurePa = TimeSeries(collector.reference)
        series.hae = HeightSeries(truth: TimeSeries(collector.truthHAE), estimate: collector.estimateHAE.series)
        series.hat = HeightSeries(truth: TimeSeries(collector.truthHAT), estimate: collector.estimateHAT.series)
        series.gnssHorizontalErrorMeters = TimeSeries(collector.gnssError)
        series.gnssReportedAccuracyMeters = TimeSeries(collector.gnssAccuracy)
        series.codeLanes = collector.lanes.all
        series.annotations = (collector.annotations(endNanoseconds: endNanoseconds)
            + weatherAnnotations(at: collector.firstPosition, startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds))
            .sorted { ($0.timeNanoseconds, $0.label) < ($1.timeNanoseconds, $1.label) }
        series.floorLines = floorLines(buildings: collector.buildingsVisited)
        return (series, collector.lanes.warningsRaised)
    }

    /// Front passages over `position` and thunderstorm starts within the run.
    func weatherAnnotations(at position: EastNorth?, startNanoseconds: Int64, endNanoseconds: Int64) -> [Annotation] {
        var annotations: [Annotation] = []
        if let position {
            for front in fronts {
                let delay = front.passageDelaySeconds(at: position)
                guard delay.isFinite, abs(delay) < 1e9 else { continue }
                let time = front.passageAtOriginNanoseconds + Int64((delay * 1e9).rounded())
                guard time >= startNanoseconds, time <= endNanoseconds else { continue }
                let words = front.dropPa >= 0 ? "front passes (−\(Int(front.dropPa.rounded())) Pa)" : "front passes"
                annotations.append(Annotation(timeNanoseconds: time, label: words, kind: .frontPassage))
            }
        }
        for time in thunderstormStartsNanoseconds where time >= startNanoseconds && time <= endNanoseconds {
            annotations.append(Annotation(timeNanoseconds: time, label: "thunderstorm pressure jump", kind: .frontPassage))
        }
        return annotations
    }

    func floorLines(buildings: [Int]) -> [FloorLine] {
        var lines: [FloorLine] = []
        for index in buildings where floorPlans.indices.contains(index) {
            let plan = floorPlans[index]
            let count = max(plan.building.floorCount, 1)
            let stride = max(1, (count + Self.maximumFloorLines - 1) / Self.maximumFloorLines)
            for floor in Swift.stride(from: 0, to: count, by: stride) {
                let aboveGround = plan.building.heightAboveGroundMeters(ofFloor: floor) + handHeightMeters
                let label = buildings.count > 1 ? "\(plan.building.name) floor \(floor)" : "floor \(floor)"
                lines.append(FloorLine(label: label, heightHAEMeters: plan.groundHAEMeters + aboveGround,
                                       heightAboveTerrainMeters: aboveGround))
            }
        }
        return lines
    }
}

/// Columns of an estimate with its radii.
struct EstimateColumns {
    var times: [Int64] = []
    var values: [Double] = []
    var u68: [Double] = []
    var u90: [Double] = []

    mutating func append(_ time: Int64, _ value: Double?, _ u68Value: Double?, _ u90Value: Double?) {
        times.append(time)
        values.append(value ?? .nan)
        u68.append(u68Value ?? .nan)
        u90.append(u90Value ?? .nan)
    }

    var series: EstimateSeries {
        EstimateSeries(timesNanoseconds: times, valuesMeters: values, u68Meters: u68, u90Meters: u90)
    }
}

/// One pass over the records, keeping what the plots need for one device.
struct SeriesCollector {
    let deviceIndex: Int
    var truePressure: [(timeNanoseconds: Int64, value: Double)] = []
    var rawPressure: [(timeNanoseconds: Int64, value: Double)] = []
    var userPressure: [(timeNanoseconds: Int64, value: Double)] = []
    var reference: [(timeNanoseconds: Int64, value: Double)] = []
    var truthHAE: [(timeNanoseconds: Int64, value: Double)] = []
    var truthHAT: [(timeNanoseconds: Int64, value: Double)] = []
    var estimateHAE = EstimateColumns()
    var estimateHAT = EstimateColumns()
    var gnssError: [(timeNanoseconds: Int64, value: Double)] = []
    var gnssAccuracy: [(timeNanoseconds: Int64, value: Double)] = []
    var lanes = LaneCollector()
    var hasRawPressure = false
    var lastHeightMSLMeters: Double?
    var firstPosition: EastNorth?
    var buildingsVisited: [Int] = []
    var timeline: [Annotation] = []
    var openFaults: [(description: String, start: Int64)] = []
    var faults: [Annotation] = []

    init(deviceIndex: Int) { self.deviceIndex = deviceIndex }

    mutating func add(_ record: TraceRecord) {
        let t = record.timeNanoseconds
        guard record.deviceIndex == nil || record.deviceIndex == deviceIndex else { return }
        switch record.event {
        case .engine(let kind, let truth):
            if !hasRawPressure { addTruth(truth, at: t) } else { noteTruth(truth) }
            lanes.add(kind, at: t)
            if case .altitudeCallback(_, let context?) = kind {
                estimateHAE.append(t, context.height, context.heightUncertainty68, context.heightUncertainty)
                estimateHAT.append(t, context.heightAboveTerrain, context.heightHatUncertainty68, context.heightAboveTerrainUncertainty)
                if let pressure = context.userPressure { userPressure.append((t, pressure)) }
            }
        case .pressureSample(let measured, let truth, _):
            if !hasRawPressure {
                // Raw samples carry the truth densely: drop what engine events gave so far.
                hasRawPressure = true
                truePressure.removeAll(); truthHAE.removeAll(); truthHAT.removeAll()
            }
            rawPressure.append((t, measured))
            addTruth(truth, at: t)
        case .locationSample(let location, let error):
            gnssError.append((t, error))
            gnssAccuracy.append((t, location.horizontalAccuracyMeters))
        case .referenceSample(let seaLevel, _):
            if let height = lastHeightMSLMeters {
                let meanTemperature = StandardAtmosphere.temperature(atGeometricHeightMeters: height / 2)
                reference.append((t, Hypsometric.pressure(basePressurePa: seaLevel, heightMeters: height, meanTemperatureKelvin: meanTemperature)))
            }
        case .timelineStep(_, let description):
            if record.deviceIndex != nil { timeline.append(Annotation(timeNanoseconds: t, label: description, kind: .timelineStep)) }
        case .fault(let description, let active):
            if active {
                openFaults.append((description, t))
            } else if let index = openFaults.firstIndex(where: { $0.description == description }) {
                faults.append(Self.faultAnnotation(description, start: openFaults[index].start, end: t))
                openFaults.remove(at: index)
            }
        case .activitySample, .stationObservation, .appCall, .calibrationRestored:
            break
        }
    }

    mutating func noteTruth(_ truth: TruthSnapshot) {
        lastHeightMSLMeters = truth.heightMSLMeters
        if firstPosition == nil { firstPosition = truth.position }
        if let building = truth.buildingIndex, !buildingsVisited.contains(building) {
            buildingsVisited.append(building)
            buildingsVisited.sort()
        }
    }

    mutating func addTruth(_ truth: TruthSnapshot, at t: Int64) {
        noteTruth(truth)
        truePressure.append((t, truth.pressurePa))
        truthHAE.append((t, truth.heightHAEMeters))
        truthHAT.append((t, truth.heightAboveTerrainMeters))
    }

    static func faultAnnotation(_ description: String, start: Int64, end: Int64?) -> Annotation {
        let lower = description.lowercased()
        let isOutage = lower.contains("outage") || lower.contains("unreachable") || lower.contains("service")
        return Annotation(timeNanoseconds: start, endNanoseconds: end, label: description, kind: isOutage ? .outage : .fault)
    }

    func annotations(endNanoseconds: Int64) -> [Annotation] {
        let open = openFaults.map { Self.faultAnnotation($0.description, start: $0.start, end: endNanoseconds) }
        return timeline + faults + open
    }
}
