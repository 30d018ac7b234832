/// The palette of the report (Okabe–Ito colours, distinct for colour-blind readers) and its patterns.
enum Palette {
    static let truth = "#000000"
    static let estimate = "#0072B2"
    static let measured = "#999999"
    static let reference = "#D55E00"
    static let accuracy = "#E69F00"
    static let comparisonB = "#CC79A7"
    static let floor = "#009E73"
    static let highlight = "#B00020"
    static let grid = "#dddddd"
    static let axis = "#333333"
}
