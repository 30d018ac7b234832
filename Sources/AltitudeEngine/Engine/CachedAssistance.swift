extension AltitudeEngine {
    /// The assistance reply in use: the reply (possibly with a carried reference), when and where
    /// it was fetched, and the reference trend from the reply before it.
    struct CachedAssistance {
        /// The reply (its reference possibly carried, `checkedReference`).
        var response: AssistanceResponse
        /// When the reply arrived, ns.
        var fetchedAtNanoseconds: Int64
        /// Where the reference data were asked for.
        var location: NNLocation
        /// The reference pressure's rate from the previous reply to this one (`.none` without one).
        var referenceTrend = ReferenceTrend.none
        /// How far this reply landed from the previous reply's prediction (`ReferenceInnovation`).
        var referenceInnovation = ReferenceInnovation.none
        /// Set when this entry's reference was carried by a still phone (`checkedReference`).
        var carry: ReferenceCarry?

        /// The instant the reference pressure refers to: the fetch, or a carry's newest chain point.
        var referenceNanoseconds: Int64 { carry?.throughNanoseconds ?? fetchedAtNanoseconds }
    }

    /// A chain of carried references: the σ of the reply it started from, the carries since, and
    /// the instant the carried pressure refers to (the newest point of the still chain at the
    /// carry, up to one context period before the reply's arrival).
    struct ReferenceCarry {
        /// σ of the reply the chain started from, Pa.
        var anchorSigmaPa: Double
        /// Carries since that reply.
        var steps: Int
        /// The instant the carried pressure refers to, ns.
        var throughNanoseconds: Int64
    }
}
