/// A bound on a count.
public enum CountBound: Hashable, Sendable {
    /// `exactly N times`.
    case exactly(Int)
    /// `at least N times`.
    case atLeast(Int)
    /// `at most N times`.
    case atMost(Int)

    /// Whether `count` satisfies the bound.
    public func admits(_ count: Int) -> Bool {
        switch self {
        case .exactly(let n): count == n
        case .atLeast(let n): count >= n
        case .atMost(let n): count <= n
        }
    }

    /// `exactly 3 times`.
    public var phrase: String {
        switch self {
        case .exactly(let n): "exactly \(n) \(n == 1 ? "time" : "times")"
        case .atLeast(let n): "at least \(n) \(n == 1 ? "time" : "times")"
        case .atMost(let n): "at most \(n) \(n == 1 ? "time" : "times")"
        }
    }
}
