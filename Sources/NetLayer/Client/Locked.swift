import Foundation

/// A value that is only read or changed while holding a lock.
///
/// `Synchronization.Mutex` would be the modern choice, but it needs macOS 15 / iOS 18 and
/// NetLayer still supports older Apple platforms, so this wraps an `NSLock` instead.
/// It is `@unchecked Sendable` because every access to `value` goes through `lock`.
/// Package access: the mock backend (`NetLayerMock`) keeps its state in one too.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the wrapper around an initial value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    ///
    /// Keep `body` short and never call back into the same `Locked` from it: `NSLock` is not
    /// recursive, so re-entering would deadlock.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
