/// Bias instability modelled as a sum of independent first-order Gauss–Markov terms.
///
/// A few terms with correlation times spread over decades approximate the flat
/// ("flicker") floor of an Allan deviation plot. Each term is advanced with its own exact
/// update, so the sum is exact for any step; each term costs one Gaussian draw per advance.
///
/// ```swift
/// var bias = BiasInstability(terms: [
///     GaussMarkov(sigma: 1.0, correlationTimeSeconds: 60),
///     GaussMarkov(sigma: 1.0, correlationTimeSeconds: 3600),
/// ])
/// let biasPa = bias.advance(bySeconds: 1, using: stream)
/// ```
///
/// Invalid input follows `GaussMarkov`; no terms gives a process that is always 0. A step
/// that is not a finite positive number of seconds leaves every term unchanged.
public struct BiasInstability: NoiseProcess {
    /// The Gauss–Markov terms, advanced in order from the same stream.
    public private(set) var terms: [GaussMarkov]

    /// A bias made of the sum of `terms`.
    public init(terms: [GaussMarkov]) {
        self.terms = terms
    }

    /// The current value: the sum of the terms' values.
    public var value: Double {
        var sum = 0.0
        for term in terms { sum += term.value }
        return sum
    }

    /// Advances every term by `seconds` (in order, one draw each); returns the new sum.
    @discardableResult
    public mutating func advance(bySeconds seconds: Double, using stream: NoiseStream) -> Double {
        guard NoiseParameter.isStep(seconds) else { return value }
        var sum = 0.0
        for index in terms.indices {
            sum += terms[index].advance(bySeconds: seconds, using: stream)
        }
        return sum
    }
}
