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
    /// Words for the device's timeline steps, by step index (the trace's text where missing).
    public var timelineWords: [String]
    /// Words for fault descriptions as the trace spells them (the trace's text where missing).
    public var faultWords: [String: String]
    /// The pressure transients that reach the device (door slams, elevator cabs, sunroofs).
    public var transients: [PressureTransient]

    /// Creates a builder for one device.
    public init(
        deviceIndex: Int, handHeightMeters: Double = 1.0, floorPlans: [FloorPlan] = [],
        fronts: [WeatherFront] = [], thunderstormStartsNanoseconds: [Int64] = [],
        timelineWords: [String] = [], faultWords: [String: String] = [:], transients: [PressureTransient] = []
    ) {
        self.timelineWords = timelineWords
        self.faultWords = faultWords
        self.transients = transients
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
    func build(records: [TraceRecord], startNanoseconds: Int64, endNanoseconds: Int64) -> (
        series: ScenarioSeries, warningsRaised: [Int]
    ) {
        var collector = makeCollector(startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
        for record in records { collector.add(record) }
        return build(collector: &collector, startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
    }

    /// A collector for this builder's device and words, decimating over the run's span.
    func makeCollector(startNanoseconds: Int64, endNanoseconds: Int64) -> SeriesCollector {
        var collector = SeriesCollector(
            deviceIndex: deviceIndex, startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
        collector.timelineWords = timelineWords
        collector.faultWords = faultWords
        return collector
    }

    /// The series and warning codes of a collector that has seen every record of the run; the
    /// collector's series are handed over (left empty), not copied.
    func build(collector: inout SeriesCollector, startNanoseconds: Int64, endNanoseconds: Int64) -> (
        series: ScenarioSeries, warningsRaised: [Int]
    ) {
        var series = ScenarioSeries(startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
        series.truePressurePa = collector.truePressure.takeSeries()
        series.measuredPressurePa =
            collector.hasRawPressure ? collector.rawPressure.takeSeries() : collector.userPressure.takeSeries()
        series.referencePressurePa = collector.reference.takeSeries()
        series.hae = HeightSeries(truth: collector.truthHAE.takeSeries(), estimate: collector.estimateHAE.takeSeries())
        series.hat = HeightSeries(truth: collector.truthHAT.takeSeries(), estimate: collector.estimateHAT.takeSeries())
        series.gnssHorizontalErrorMeters = collector.gnssError.takeSeries()
        series.gnssReportedAccuracyMeters = collector.gnssAccuracy.takeSeries()
        series.codeLanes = collector.lanes.all
        let world =
            weatherAnnotations(
                at: collector.firstPosition, startNanoseconds: startNanoseconds, endNanoseconds: endNanoseconds)
            + transientAnnotations(
                buildings: collector.buildingsVisited, startNanoseconds: startNanoseconds,
                endNanoseconds: endNanoseconds)
        // By time; at one instant, in the trace's order (world events after the trace's).
        series.annotations = (collector.annotations(endNanoseconds: endNanoseconds) + world).enumerated()
            .sorted { ($0.element.timeNanoseconds, $0.offset) < ($1.element.timeNanoseconds, $1.offset) }
            .map(\.element)
        series.floorLines = floorLines(
            buildings: collector.buildingsVisited, inside: collector.inside.intervals(endNanoseconds: endNanoseconds))
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
            annotations.append(
                Annotation(timeNanoseconds: time, label: "thunderstorm pressure jump", kind: .frontPassage))
        }
        return annotations
    }

    /// One annotation per transient within the run (a building's only when the device was in it),
    /// a window over its duration.
    func transientAnnotations(buildings: [Int], startNanoseconds: Int64, endNanoseconds: Int64) -> [Annotation] {
        transients.filter {
            if case .building(let index) = $0.scope, !buildings.contains(index) { return false }
            return $0.startNanoseconds >= startNanoseconds && $0.startNanoseconds <= endNanoseconds
        }.map {
            Annotation(
                timeNanoseconds: $0.startNanoseconds,
                endNanoseconds: $0.startNanoseconds + Int64(($0.durationSeconds * 1e9).rounded()),
                label: EventWords.transient($0), kind: .transient)
        }
    }

    /// Floor lines of the buildings visited, each carrying the intervals the phone is inside.
    func floorLines(buildings: [Int], inside: [Int: [ClosedRange<Int64>]] = [:]) -> [FloorLine] {
        var lines: [FloorLine] = []
        for index in buildings where floorPlans.indices.contains(index) {
            let plan = floorPlans[index]
            let count = max(plan.building.floorCount, 1)
            let stride = max(1, (count + Self.maximumFloorLines - 1) / Self.maximumFloorLines)
            for floor in Swift.stride(from: 0, to: count, by: stride) {
                let aboveGround = plan.building.heightAboveGroundMeters(ofFloor: floor) + handHeightMeters
                let label = buildings.count > 1 ? "\(plan.building.name) floor \(floor)" : "floor \(floor)"
                lines.append(
                    FloorLine(
                        label: label, heightHAEMeters: plan.groundHAEMeters + aboveGround,
                        heightAboveTerrainMeters: aboveGround, insideNanoseconds: inside[index] ?? []))
            }
        }
        return lines
    }
}
