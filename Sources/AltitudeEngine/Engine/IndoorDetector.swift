/// Tells from the location stream alone whether the device is inside a building, and when it
/// walked in.
///
/// Outdoors a phone gets GNSS fixes with a small reported accuracy; inside a building it gets
/// none (an outage) or coarse network (Wi-Fi) fixes, σ ≈ 30 m (`Docs/reference/physics.md`). So:
///
/// - `indoorEntryCoarseFixes` consecutive fixes with an accuracy above
///   `indoorCoarseFixAccuracyMeters`, or no fix at all for `indoorOutageNanoseconds`, after an
///   outdoor fix → **indoors, entered** just after that last outdoor fix (the anchor time);
/// - coarse fixes before any outdoor fix (the SDK started inside) → **indoors, no entry seen**;
/// - `indoorExitGoodFixes` consecutive fixes at or below that accuracy → **outdoors**.
///
/// A value type fed in time order (`observe(fixAtNanoseconds:accuracyMeters:)` for every fix,
/// `update(nowNanoseconds:)` before each use); it never looks at pressure.
public struct IndoorDetector: Hashable, Sendable {
    /// Where the device is.
    public enum Place: Hashable, Sendable {
        /// No fix classified yet.
        case unknown
        /// Outdoor-quality fixes.
        case outdoors
        /// Inside; `entryAnchorNanoseconds` is the time of the last outdoor fix before the
        /// device walked in, `nil` when it was inside from the start (no entry was seen).
        case indoors(entryAnchorNanoseconds: Int64?)
    }

    /// Thresholds (from `EngineConfiguration`).
    public struct Thresholds: Hashable, Sendable {
        /// A fix with a reported accuracy above this is coarse (indoor), m.
        public var coarseFixAccuracyMeters: Double
        /// No fix for this long after an outdoor fix means indoors (an outage), ns.
        public var outageNanoseconds: Int64
        /// Consecutive coarse fixes that mean the device walked in.
        public var entryCoarseFixes: Int
        /// Consecutive outdoor-quality fixes that mean it left.
        public var exitGoodFixes: Int

        /// Bundles the thresholds.
        public init(
            coarseFixAccuracyMeters: Double, outageNanoseconds: Int64, entryCoarseFixes: Int, exitGoodFixes: Int
        ) {
            self.coarseFixAccuracyMeters = coarseFixAccuracyMeters
            self.outageNanoseconds = outageNanoseconds
            self.entryCoarseFixes = max(1, entryCoarseFixes)
            self.exitGoodFixes = max(1, exitGoodFixes)
        }
    }

    /// The thresholds in use.
    public let thresholds: Thresholds
    /// The current classification.
    public private(set) var place: Place = .unknown
    /// Time stamp of the newest outdoor-quality fix, ns.
    public private(set) var lastGoodFixNanoseconds: Int64?
    /// Time stamp of the newest fix of any kind, ns.
    public private(set) var lastFixNanoseconds: Int64?
    /// The first sign of the current stay inside, ns: the first coarse fix of the run that
    /// classified the device indoors, or its last outdoor fix after an outage (no later sign).
    /// When it comes well after the last outdoor fix (fixes in between were refused or missing),
    /// the door lies somewhere between the two.
    public private(set) var entryEvidenceNanoseconds: Int64?
    private var coarseRunStartNanoseconds: Int64?
    private var coarseRun = 0
    private var goodRun = 0

    /// A detector that has seen nothing yet.
    public init(thresholds: Thresholds) {
        self.thresholds = thresholds
    }

    /// Whether the device is classified as indoors.
    public var isIndoors: Bool {
        if case .indoors = place { return true }
        return false
    }

    /// Feeds one fix (time stamps increasing; older or equal ones are ignored).
    public mutating func observe(fixAtNanoseconds time: Int64, accuracyMeters: Double) {
        if let last = lastFixNanoseconds, time <= last { return }
        lastFixNanoseconds = time
        let coarse = !(accuracyMeters <= thresholds.coarseFixAccuracyMeters)
        if coarse {
            if coarseRun == 0 { coarseRunStartNanoseconds = time }
            coarseRun += 1
            goodRun = 0
            switch place {
            case .unknown:
                if coarseRun >= thresholds.entryCoarseFixes {
                    place = .indoors(entryAnchorNanoseconds: nil)
                    entryEvidenceNanoseconds = coarseRunStartNanoseconds
                }
            case .outdoors:
                if coarseRun >= thresholds.entryCoarseFixes {
                    place = .indoors(entryAnchorNanoseconds: lastGoodFixNanoseconds)
                    entryEvidenceNanoseconds = coarseRunStartNanoseconds
                }
            case .indoors:
                break
            }
        } else {
            goodRun += 1
            coarseRun = 0
            lastGoodFixNanoseconds = time
            switch place {
            case .unknown, .outdoors:
                place = .outdoors
            case .indoors:
                if goodRun >= thresholds.exitGoodFixes { place = .outdoors }
            }
        }
    }

    /// Applies the outage rule at `now`: outdoors with no fix at all for `outageNanoseconds`
    /// means the device walked in just after its last outdoor fix.
    public mutating func update(nowNanoseconds now: Int64) {
        guard case .outdoors = place, let lastGood = lastGoodFixNanoseconds else { return }
        let newest = max(lastGood, lastFixNanoseconds ?? lastGood)
        if now.saturatingSubtracting(newest) > thresholds.outageNanoseconds {
            place = .indoors(entryAnchorNanoseconds: lastGood)
            entryEvidenceNanoseconds = lastGood
            coarseRun = 0
            goodRun = 0
        }
    }
}
