import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that is only read or changed while holding a lock.
///
/// `Synchronization.Mutex` would be the modern choice, but it needs macOS 15 / iOS 18 and
/// NetLayer still supports older Apple platforms, so this wraps an `NSLock` there. Elsewhere it
/// holds a bare `pthread_mutex_t`: swift-corelibs-foundation's `NSLock` allocates and initialises
/// three pthread objects (its timed lock's too), which every call paid for its `FirstOutcome`.
/// It is `@unchecked Sendable` because every access to `value` goes through the lock.
/// Package access: the mock backend (`NetLayerMock`) keeps its state in one too.
package final class Locked<Value>: @unchecked Sendable {
    #if canImport(Darwin)
        private let lock = NSLock()
    #else
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var value: Value

    /// Creates the wrapper around an initial value.
    package init(_ value: Value) {
        self.value = value
        #if !canImport(Darwin)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    #if !canImport(Darwin)
        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }
    #endif

    /// Runs `body` with exclusive access to the value and returns its result.
    ///
    /// Keep `body` short and never call back into the same `Locked` from it: the lock is not
    /// recursive, so re-entering would deadlock.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        #if canImport(Darwin)
            lock.lock()
            defer { lock.unlock() }
        #else
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value)
    }
}
