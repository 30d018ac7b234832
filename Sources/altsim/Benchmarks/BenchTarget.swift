import Foundation
import Scenarios

/// One benchmark that `altsim bench` can run.
struct BenchTarget: Sendable {
    /// The word that selects it (`noise`, `sim`).
    var name: String
    /// One line for the usage text.
    var summary: String
    /// Runs the benchmark and returns its figures.
    var run: @Sendable (BenchOptions) -> BenchFigures
}
