import Foundation
import Geophysics
import Simulation

/// One pass over the records, keeping what the plots need for one device.
struct SeriesCollector {
    let deviceIndex: Int
    var truePressure: PointColumn
    var rawPressure: PointColumn
    var userPressure: PointColumn
    var reference: PointColumn
    var truthHAE: PointColumn
    var truthHAT: PointColumn
    var estimateHAE: EstimateColumns
    var estimateHAT: EstimateColumns
    var gnssError: PointColumn
    var gnssAccuracy: PointColumn
    var lanes = LaneCollector()
    var hasRawPressure = false
    var lastHeightMSLMeters: Double?
    var firstPosition: EastNorth?
    var buildingsVisited: [Int] = []
    var inside = InsideIntervals()
    var timelineWords: [String] = []
    var faultWords: [String: String] = [:]
    /// Timeline steps and faults in trace order (a fault where it began).
    var events: [Annotation] = []
    /// Faults still open: their description and their index in `events`.
    var openFaults: [(description: String, index: Int)] = []

    /// A collector whose series are decimated over the run's span (`ColumnExtremes`), so it holds
    /// a bounded number of samples however long the run.
    init(deviceIndex: Int, startNanoseconds: Int64, endNanoseconds: Int64) {
        self.deviceIndex = deviceIndex
        let column = PointColumn(startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
        (truePressure, rawPressure, userPressure, reference) = (column, column, column, column)
        (truthHAE, truthHAT, gnssError, gnssAccuracy) = (column, column, column, column)
        estimateHAE = EstimateColumns(startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
        estimateHAT = estimateHAE
    }

    mutating func add(_ record: TraceRecord) {
        let t = record.timeNanoseconds
        guard record.deviceIndex == nil || record.deviceIndex == deviceIndex else { return }
        switch record.event {
        case .engine(let kind, let truth):
            if !hasRawPressure { addTruth(truth, at: t) } else { noteTruth(truth, at: t) }
            lanes.add(kind, at: t)
            if case .altitudeCallback(_, let context?) = kind {
                estimateHAE.append(t, context.height, context.heightUncertainty68, context.heightUncertainty)
                estimateHAT.append(
                    t, context.heightAboveTerrain, context.heightHatUncertainty68, context.heightAboveTerrainUncertainty
                )
                if let pressure = context.userPressure { userPressure.append(t, pressure) }
            }
        case .pressureSample(let measured, let truth, _):
            if !hasRawPressure {
                // Raw samples carry the truth densely: drop what engine events gave so far.
                hasRawPressure = true
                truePressure.removeAll()
                truthHAE.removeAll()
                truthHAT.removeAll()
            }
            rawPressure.append(t, measured)
            addTruth(truth, at: t)
        case .locationSample(let location, let error):
            gnssError.append(t, error)
            gnssAccuracy.append(t, location.horizontalAccuracyMeters)
        case .referenceSample(let seaLevel, _):
            if let height = lastHeightMSLMeters {
                let meanTemperature = StandardAtmosphere.temperature(atGeometricHeightMeters: height / 2)
                reference.append(
                    t,
                    Hypsometric.pressure(
                        basePressurePa: seaLevel, heightMeters: height, meanTemperatureKelvin: meanTemperature))
            }
        case .timelineStep(let index, let description):
            if record.deviceIndex != nil {
                let words = timelineWords.indices.contains(index) ? timelineWords[index] : description
                events.append(Annotation(timeNanoseconds: t, label: words, kind: .timelineStep))
            }
        case .fault(let description, let active):
            if active {
                openFaults.append((description, events.count))
                events.append(Self.faultAnnotation(description, words: faultWords[description], start: t, end: nil))
            } else if let open = openFaults.firstIndex(where: { $0.description == description }) {
                events[openFaults[open].index].endNanoseconds = t
                openFaults.remove(at: open)
            }
        case .activitySample, .stationObservation, .appCall, .calibrationRestored:
            break
        }
    }

    mutating func noteTruth(_ truth: TruthSnapshot, at t: Int64) {
        inside.note(building: truth.buildingIndex, at: t)
        lastHeightMSLMeters = truth.heightMSLMeters
        if firstPosition == nil { firstPosition = truth.position }
        if let building = truth.buildingIndex, !buildingsVisited.contains(building) {
            buildingsVisited.append(building)
            buildingsVisited.sort()
        }
    }

    mutating func addTruth(_ truth: TruthSnapshot, at t: Int64) {
        noteTruth(truth, at: t)
        truePressure.append(t, truth.pressurePa)
        truthHAE.append(t, truth.heightHAEMeters)
        truthHAT.append(t, truth.heightAboveTerrainMeters)
    }

    static func faultAnnotation(_ description: String, words: String?, start: Int64, end: Int64?) -> Annotation {
        let lower = description.lowercased()
        let isOutage = lower.contains("outage") || lower.contains("unreachable") || lower.contains("service")
        return Annotation(
            timeNanoseconds: start, endNanoseconds: end, label: words ?? description,
            kind: isOutage ? .outage : .fault)
    }

    /// Timeline steps and faults in trace order; a fault still open ends with the run.
    func annotations(endNanoseconds: Int64) -> [Annotation] {
        var result = events
        for open in openFaults { result[open.index].endNanoseconds = endNanoseconds }
        return result
    }
}
