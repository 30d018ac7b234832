extension Compiler {
    /// Compiles every `expect` with ``ExpectationCompiler``: those in device blocks first (in
    /// device order), then the top-level ones (the order the printer writes them in).
    mutating func compileExpectations() {
        var context = scenario.expectationContext
        context.deviceGroups = deviceGroups
        context.worldFaults = scenario.serviceFaults.map(WorldFaultWindow.init)
        var compiled: [Expectation] = []
        var diagnostics = DiagnosticBag()
        for device in all(.device) {
            let name = device.head.values.first?.string
            for statement in device.block where statement.kind == .expect {
                if let expectation = ExpectationCompiler.compile(
                    statement, deviceName: name, context: context, diagnostics: &diagnostics)
                {
                    compiled.append(expectation)
                }
            }
        }
        for statement in all(.expect) {
            if let expectation = ExpectationCompiler.compile(
                statement, deviceName: nil, context: context, diagnostics: &diagnostics)
            {
                compiled.append(expectation)
            }
        }
        for diagnostic in diagnostics.diagnostics where !repeatsRangeError(diagnostic.range) { bag.report(diagnostic) }
        compiled = compiled.flatMap(expandedForCopies)
        // Group by device (device order), the ones for every device last; stable.
        var order: [String: Int] = [:]
        for (index, device) in scenario.devices.enumerated() where order[device.name] == nil {
            order[device.name] = index
        }
        let last = scenario.devices.count
        scenario.expectations = compiled.enumerated().sorted { a, b in
            let ka = a.element.deviceName.flatMap { order[$0] } ?? last
            let kb = b.element.deviceName.flatMap { order[$0] } ?? last
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
    }
}
