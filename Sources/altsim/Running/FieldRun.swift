import AltitudeEngine
import FieldLogs
import Foundation
import Simulation

/// One recording fed through the built-in engine through its ports: a `ManualScheduler` advanced
/// to each recorded input's time (engine timers due before it run first; at equal times pressure
/// before location), pressures and fixes as recorded, the site's declared reference as the
/// assistance service (or the reference series, ``FieldReference``), altitude mode at 1 s from the first input.
struct FieldRun {
    /// One altitude context with the detector's place at that instant.
    struct Context {
        var timeNanoseconds: Int64
        var heightMeters: Double?
        var heightAboveTerrainMeters: Double?
        var indoors: Bool?
        var entryNanoseconds: Int64?
    }

    /// What the run found.
    struct Outcome {
        var contexts: [Context]
        /// The last context's height above terrain, m.
        var finalHeightAboveTerrainMeters: Double?
        /// The floor the final HAT names in the site's building (absolute: with the assistance reference, declared or recorded).
        var absoluteFloor: Int?
        /// The entrance the engine found itself (its detector's last outdoor fix before walking in), ns.
        var engineEntryNanoseconds: Int64?
        /// The final height above the engine's height at its entrance, m.
        var heightAboveEntranceMeters: Double?
        /// The floor that height names (floor surfaces counted from the entrance).
        var floorAboveEntrance: Int?
        /// Labelled seconds where the engine's detector says the same as the label, and all labelled seconds.
        var indoorAgreeing = 0
        var indoorLabelled = 0
        /// Disagreeing seconds by kind: labelled outdoors but detected indoors, labelled indoors but
        /// detected outdoors, and not yet classified (before the detector's first decision).
        var indoorFalseIndoors = 0
        var indoorMissedIndoors = 0
        var indoorUnclassified = 0
        /// For each labelled entrance, the time to the detector's first "indoors" at or after it, s
        /// (`nil`: not detected before the recording ended).
        var detectionDelaysSeconds: [Double?] = []
    }

    static let handHeightMeters = 1.0

    /// Runs `recording` at `site`.
    static func run(
        _ recording: Recording, site: FieldSite, reference: FieldReference, trace: (any TraceSink)? = nil
    ) -> Outcome {
        let inputs = FieldInput.merged(recording)
        let start = inputs.first?.time ?? 0
        let scheduler = ManualScheduler(startNanoseconds: start)
        let client = DeclaredReferenceClient(
            site: site, reference: reference, temperatureSigmaKelvin: 8, scheduler: scheduler)
        let adapter = AltitudeEngineAdapter(
            configuration: site.configuration,
            ports: EnginePorts(scheduler: scheduler, assistance: client, store: InMemoryKeyValueStore()))
        let recorder = FieldTraceRecorder(engine: adapter.engine, sink: trace)
        adapter.observer = recorder
        func call(_ call: ResolvedAppCall) {
            recorder.record(.appCall(call), at: scheduler.nowNanoseconds)
            adapter.perform(call)
        }
        call(.start(hostURL: "https://field.example", apiKey: "field-log", location: nil))
        call(.startAltitude(.oneSecond))
        for input in inputs {
            scheduler.advance(toNanoseconds: input.time)
            switch input {
            case .pressure(let reading):
                recorder.record(
                    .pressureSample(
                        measuredPa: reading.pressurePa, truth: FieldTraceRecorder.unknownTruth,
                        measuredAtNanoseconds: reading.timeNanoseconds), at: input.time)
                adapter.ingestPressure(
                    PressureSample(pressurePa: reading.pressurePa, timestampNanoseconds: reading.timeNanoseconds))
            case .fix(let fix):
                let location = NNLocation(
                    latitudeDegrees: fix.latitudeDegrees, longitudeDegrees: fix.longitudeDegrees,
                    horizontalAccuracyMeters: fix.horizontalAccuracyMeters, timestampNanoseconds: fix.timeNanoseconds)
                recorder.record(.locationSample(location, trueHorizontalErrorMeters: .nan), at: input.time)
                adapter.ingestLocation(location)
            }
        }
        scheduler.advance(toNanoseconds: (inputs.last?.time ?? start) + 1_000_000_000)
        call(.stop)
        recorder.sink?.finish()
        let contexts = recorder.contexts
        return outcome(contexts, recording: recording, site: site)
    }

    static func outcome(_ contexts: [Context], recording: Recording, site: FieldSite) -> Outcome {
        var outcome = Outcome(contexts: contexts)
        let last = contexts.last { $0.heightMeters != nil }
        outcome.finalHeightAboveTerrainMeters = last?.heightAboveTerrainMeters
        if let building = site.building {
            if let hat = last?.heightAboveTerrainMeters {
                outcome.absoluteFloor = building.nearestFloor(toSurfaceHeightAboveGroundMeters: hat - handHeightMeters)
            }
            let entry = contexts.last { $0.indoors == true }?.entryNanoseconds
            outcome.engineEntryNanoseconds = entry
            if let entry, let street = contexts.last(where: { $0.timeNanoseconds <= entry && $0.heightMeters != nil }),
                let streetHeight = street.heightMeters, let finalHeight = last?.heightMeters
            {
                outcome.heightAboveEntranceMeters = finalHeight - streetHeight
                outcome.floorAboveEntrance = building.nearestFloor(
                    toSurfaceHeightAboveGroundMeters: finalHeight - streetHeight)
            }
        }
        for context in contexts {
            guard let label = recording.labels.indoors(atNanoseconds: context.timeNanoseconds) else { continue }
            outcome.indoorLabelled += 1
            switch (label, context.indoors) {
            case (_, nil): outcome.indoorUnclassified += 1
            case (false, true?): outcome.indoorFalseIndoors += 1
            case (true, false?): outcome.indoorMissedIndoors += 1
            default: outcome.indoorAgreeing += 1
            }
        }
        outcome.detectionDelaysSeconds = recording.labels.entriesNanoseconds.map { entry in
            contexts.first { $0.timeNanoseconds >= entry && $0.indoors == true }.map {
                Double($0.timeNanoseconds - entry) / 1e9
            }
        }
        return outcome
    }
}

/// One recorded input of a field run.
enum FieldInput {
    case pressure(RecordedPressure)
    case fix(RecordedFix)

    var time: Int64 {
        switch self {
        case .pressure(let p): p.timeNanoseconds
        case .fix(let f): f.timeNanoseconds
        }
    }

    /// Both streams in time order; at equal times the pressure first.
    static func merged(_ recording: Recording) -> [FieldInput] {
        let pressures = recording.pressures.map(FieldInput.pressure)
        let fixes = recording.fixes.map(FieldInput.fix)
        return (pressures + fixes).enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
    }
}
