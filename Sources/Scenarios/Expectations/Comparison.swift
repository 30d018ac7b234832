/// A comparison operator of the language.
public enum Comparison: String, Hashable, Sendable, CaseIterable {
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
    /// `=` (exact; meant for counts and maxima that are round numbers).
    case equal = "="

    /// Whether `actual <op> bound` holds (false for NaN).
    public func holds(_ actual: Double, _ bound: Double) -> Bool {
        switch self {
        case .less: actual < bound
        case .lessOrEqual: actual <= bound
        case .greater: actual > bound
        case .greaterOrEqual: actual >= bound
        case .equal: actual == bound
        }
    }
}
