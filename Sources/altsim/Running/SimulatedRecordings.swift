import AltitudeEngine
import FieldLogs
import Foundation
import Simulation

/// Collects what `altsim log compare` measures on a simulated run as it streams, one `Recording`
/// per device: its raw barometer samples and GNSS fixes (the trace's raw-sample records, nothing
/// else kept) with its truth as the labels (indoors at each barometer sample, the floor at the
/// first and the last: street level outdoors), so the statistics of real recordings apply unchanged.
final class SimulatedRecordingSink: TraceSink {
    private var pressures: [[RecordedPressure]]
    private var fixes: [[RecordedFix]]
    private var indoors: [[IndoorLabel]]
    private var firstFloor: [Int?]
    private var lastFloor: [Int?]

    /// A sink for `deviceCount` devices.
    init(deviceCount: Int) {
        pressures = Array(repeating: [], count: deviceCount)
        fixes = Array(repeating: [], count: deviceCount)
        indoors = Array(repeating: [], count: deviceCount)
        firstFloor = Array(repeating: nil, count: deviceCount)
        lastFloor = Array(repeating: nil, count: deviceCount)
    }

    var wantsLines: Bool { false }

    func receive(_ record: TraceRecord, line: [UInt8]) {
        guard let device = record.deviceIndex, pressures.indices.contains(device) else { return }
        switch record.event {
        case .pressureSample(let measuredPa, let truth, let measuredAt):
            let time = measuredAt ?? record.timeNanoseconds
            guard pressures[device].last.map({ time > $0.timeNanoseconds }) ?? true else { return }
            pressures[device].append(RecordedPressure(timeNanoseconds: time, pressurePa: measuredPa))
            if indoors[device].last?.indoors != truth.isIndoors {
                indoors[device].append(IndoorLabel(timeNanoseconds: time, indoors: truth.isIndoors))
            }
            let floor = truth.isIndoors ? (truth.floor ?? 0) : 0
            if firstFloor[device] == nil { firstFloor[device] = floor }
            lastFloor[device] = floor
        case .locationSample(let location, _):
            guard fixes[device].last.map({ location.timestampNanoseconds > $0.timeNanoseconds }) ?? true else {
                return
            }
            fixes[device].append(
                RecordedFix(
                    timeNanoseconds: location.timestampNanoseconds, latitudeDegrees: location.latitudeDegrees,
                    longitudeDegrees: location.longitudeDegrees,
                    horizontalAccuracyMeters: location.horizontalAccuracyMeters))
        default: break
        }
    }

    /// The devices' recordings, named `SOURCE device N`.
    func recordings(source: String) -> [Recording] {
        pressures.indices.map { device in
            Recording(
                source: "\(source) device \(device)", format: .nativeCSV, pressureUnit: .pascal,
                pressures: pressures[device], fixes: fixes[device],
                labels: RecordingLabels(
                    startFloor: firstFloor[device], endFloor: lastFloor[device], indoors: indoors[device]),
                tally: DirtyDataTally())
        }
    }
}

/// The built-in engine with its indoor detector watched: at every altitude callback the
/// detector's place (indoors, outdoors, undecided) is kept, per engine in the order the run
/// makes them (its devices' order). Everything else passes through unchanged.
final class IndoorWatchingEngine: EngineUnderTest, EngineObserver {
    private let inner: AltitudeEngineAdapter
    private let log: IndoorDetectionLog
    private let index: Int
    weak var observer: (any EngineObserver)?

    init(inner: AltitudeEngineAdapter, log: IndoorDetectionLog) {
        self.inner = inner
        self.log = log
        index = log.addEngine()
        inner.observer = self
    }

    func engine(_ engine: AnyObject, didRecord event: EngineEvent) {
        if case .altitudeCallback(_, let context?) = event.kind {
            let indoors: Bool? =
                switch inner.engine.indoorPlace {
                case .indoors?: true
                case .outdoors?: false
                case .unknown?, nil: nil
                }
            log.append(index, (context.timestampNanoseconds, indoors))
        }
        observer?.engine(engine, didRecord: event)
    }

    func ingestPressure(_ sample: PressureSample) { inner.ingestPressure(sample) }
    func ingestLocation(_ location: NNLocation) { inner.ingestLocation(location) }
    func ingestActivity(_ sample: ActivitySample) { inner.ingestActivity(sample) }
    func perform(_ call: ResolvedAppCall) { inner.perform(call) }
    func restoreCalibration(_ record: CalibrationRecord) { inner.restoreCalibration(record) }
}

/// The indoor detections of the engines of one run (``IndoorWatchingEngine``), per engine.
/// One run makes and drives its engines on one thread; the lock only satisfies `Sendable`.
final class IndoorDetectionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var detections: [[(timeNanoseconds: Int64, indoors: Bool?)]] = []

    func addEngine() -> Int {
        lock.withLock {
            detections.append([])
            return detections.count - 1
        }
    }

    func append(_ engine: Int, _ detection: (timeNanoseconds: Int64, indoors: Bool?)) {
        lock.withLock { detections[engine].append(detection) }
    }

    /// The detections of the engine made `index`-th (empty when there is none).
    func detections(ofEngine index: Int) -> [(timeNanoseconds: Int64, indoors: Bool?)] {
        lock.withLock { detections.indices.contains(index) ? detections[index] : [] }
    }

    /// The built-in engine, watched into this log.
    var factory: EngineFactory {
        EngineFactory(name: "AltitudeEngine", commandLineArguments: "") { [self] configuration, ports in
            IndoorWatchingEngine(inner: AltitudeEngineAdapter(configuration: configuration, ports: ports), log: self)
        }
    }
}
