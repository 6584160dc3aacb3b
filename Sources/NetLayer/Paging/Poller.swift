import Foundation

/// Calls an action every interval while the client is logged in, such as
/// refreshing an unread count. It stops by itself on logout (or when a
/// token expires), when its owner goes away, or when stopped.
public final class Poller: Sendable {
    private let task: Locked<Task<Void, Never>?> = Locked(nil)
    private let running = Locked(false)
    private let interval: Duration
    private let client: NetLayerClient
    private let owner: Locked<WeakReference>
    private let action: @Sendable () async -> Void

    /// A poller that runs `action` every `interval` while started.
    ///
    /// - Parameters:
    ///   - interval: the time from the end of one run of `action` to the start of the next.
    ///   - client: the client whose login the polling follows: it stops once
    ///     the client is logged out.
    ///   - owner: held weakly; polling stops once it is gone. Nil polls until stopped.
    ///   - action: one round of polling, typically one call and its handling.
    public init(
        every interval: Duration, client: NetLayerClient, owner: AnyObject? = nil,
        action: @escaping @Sendable () async -> Void
    ) {
        self.interval = interval
        self.client = client
        self.owner = Locked(WeakReference(owner, required: owner != nil))
        self.action = action
    }

    deinit {
        task.withLock { $0?.cancel() }
    }

    /// False once polling stopped, whatever stopped it.
    public var isRunning: Bool { running.withLock { $0 } }

    /// The polling loop since the last `start()`, until `stop()`: tests wait for
    /// it to end rather than wait a while and see that no round came.
    var loop: Task<Void, Never>? { task.withLock { $0 } }

    /// Starts polling: the first call at once, then one every interval.
    public func start() {
        task.withLock { current in
            current?.cancel()
            running.withLock { $0 = true }
            current = Task { [interval, client, owner, action, running] in
                while !Task.isCancelled {
                    guard client.isLoggedIn, owner.withLock({ $0.isAlive }) else { break }
                    await action()
                    try? await Task.sleep(for: interval)
                }
                running.withLock { $0 = false }
            }
        }
    }

    /// Stops polling; a round under way is cancelled, so its calls end in `NetLayerError.cancelled`.
    public func stop() {
        task.withLock { current in
            current?.cancel()
            current = nil
        }
        running.withLock { $0 = false }
    }
}

/// A weak reference that knows whether it ever pointed somewhere.
struct WeakReference {
    private weak var object: AnyObject?
    private let required: Bool

    init(_ object: AnyObject?, required: Bool) {
        self.object = object
        self.required = required
    }

    var isAlive: Bool { !required || object != nil }
}
