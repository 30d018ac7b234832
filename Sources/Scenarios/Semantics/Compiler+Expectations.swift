extension Compiler {
    /// Compiles every `expect` with ``ExpectationCompiler``: those in device blocks first (in
    /// device order), then the top-level ones (the order the printer writes them in).
    mutating func compileExpectations() {
        let context = scenario.expectationContext
        var compiled: [Expectation] = []
        var diagnostics = DiagnosticBag()
        for device in all(.device) {
            let name = device.head.values.first?.string
            for statement in device.block where statement.kind == .expect {
                if let expectation = ExpectationCompiler.compile(statement, deviceName: name, context: context, diagnostics: &diagnostics) {
                    compiled.append(expectation)
                }
            }
        }
        for statement in all(.expect) {
            if let expectation = ExpectationCompiler.compile(statement, deviceName: nil, context: context, diagnostics: &diagnostics) {
                compiled.append(expectation)
            }
        }
        for diagnostic in diagnostics.diagnostics where !repeatsRangeError(diagnostic.range) { bag.report(diagnostic) }
        // Group by device (device order), the ones for every device last; stable.
        let order = scenario.devices.map(\.name)
        scenario.expectations = compiled.enumerated().sorted { a, b in
            let ka = a.element.deviceName.flatMap { order.firstIndex(of: $0) } ?? order.count
            let kb = b.element.deviceName.flatMap { order.firstIndex(of: $0) } ?? order.count
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }
}
