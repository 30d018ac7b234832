internal import CGSL

/// The GSL generator behind a `NoiseStream`.
public enum GeneratorKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Mersenne Twister MT19937: the default (624-word state, period 2^19937 − 1).
    case mt19937
    /// Tausworthe `taus2`: fast, small state.
    case taus2
    /// RANLUX `ranlxd2`: luxury level 2, double precision; the strongest, slowest.
    case ranlxd2

    var gslType: UnsafePointer<gsl_rng_type> {
        switch self {
        case .mt19937: cgsl_rng_type_mt19937()
        case .taus2: cgsl_rng_type_taus2()
        case .ranlxd2: cgsl_rng_type_ranlxd2()
        }
    }
}
