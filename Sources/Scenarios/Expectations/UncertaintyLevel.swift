/// Which reported uncertainty a coverage is about.
public enum UncertaintyLevel: String, Hashable, Sendable, CaseIterable {
    /// `heightUncertainty68` against |HAE error|.
    case u68
    /// `heightUncertainty` (90 %) against |HAE error|.
    case u90
    /// `heightHatUncertainty68` against |HAT error|.
    case hat68
    /// `heightAboveTerrainUncertainty` (90 %) against |HAT error|.
    case hat90

    /// The height the error is taken of.
    public var height: HeightReference { self == .u68 || self == .u90 ? .hae : .hat }
}
