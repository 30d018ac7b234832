import AltitudeEngine
import AssistanceProtocol
import Foundation
import Reports
import Scenarios
import Simulation

/// Wraps an engine so that the app's consistency filters are the configured ones: set right
/// after every start, and replacing the scenario's own filter calls.
final class FilterOverridingEngine: EngineUnderTest {
    private let inner: any EngineUnderTest
    private let filters: [NNConsistencyFilter]

    init(inner: any EngineUnderTest, filters: [NNConsistencyFilter]) {
        self.inner = inner
        self.filters = filters
    }

    var observer: (any EngineObserver)? {
        get { inner.observer }
        set { inner.observer = newValue }
    }

    func ingestPressure(_ sample: PressureSample) { inner.ingestPressure(sample) }
    func ingestLocation(_ location: NNLocation) { inner.ingestLocation(location) }
    func ingestActivity(_ sample: ActivitySample) { inner.ingestActivity(sample) }
    func restoreCalibration(_ record: CalibrationRecord) { inner.restoreCalibration(record) }
    func finishRun() { inner.finishRun() }
    var failure: EngineRunFailure? { inner.failure }

    func perform(_ call: ResolvedAppCall) {
        switch call {
        case .setFilters:
            inner.perform(.setFilters(filters))
        case .start:
            inner.perform(call)
            inner.perform(.setFilters(filters))
        default:
            inner.perform(call)
        }
    }
}
