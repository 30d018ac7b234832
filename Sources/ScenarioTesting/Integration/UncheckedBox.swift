import Testing
import XCTest

/// Carries a non-Sendable value (an `XCTestCase`, a `StaticString`) into a `@Sendable` closure;
/// XCTest calls it on the test's own thread.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
