internal import AssistanceProtocol

/// How station values are interpolated to the device position.
public enum InterpolationMethod: Hashable, Sendable, Codable {
    /// Inverse-distance weighting, weights `1 / d^power`.
    case inverseDistance(power: Double)
    /// Weighted least-squares plane `a + b·east + c·north` (GSL `gsl_multifit_wlinear`);
    /// falls back to inverse-distance weighting (power 2) with fewer than 3 stations or a
    /// degenerate (collinear) geometry. With 8 stations or more a quadratic surface
    /// (`QuadraticSurfaceFit`: the curvature across a front) replaces the plane where it has the
    /// smaller total variance at the device; `methodUsed` stays `.planeFit`.
    case planeFit
}
