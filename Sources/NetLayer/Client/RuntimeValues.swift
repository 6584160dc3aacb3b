import Foundation

/// The values of a spec's `$name` headers and parameters, set by the app
/// at run time: `client.values["userAgent"] = "MyApp/1.0"`.
///
/// A reference the client shares, whose every change is one step under its
/// lock: two tasks setting different names at once both keep theirs (a
/// dictionary property read, changed and written back would lose one).
public final class RuntimeValues: Sendable {
    private let storage: Locked<[String: String]>

    /// Values to start with.
    ///
    /// - Parameter values: Values by `$name` (without the `$`); none by default.
    public init(_ values: [String: String] = [:]) {
        storage = Locked(values)
    }

    /// The value of `name`; nil (not sent) while the app has not set it.
    ///
    /// - Parameter name: The value's name in the spec, without the `$`.
    /// - Returns: The value set, or nil; setting nil removes it.
    public subscript(name: String) -> String? {
        get { storage.withLock { $0[name] } }
        set { storage.withLock { $0[name] = newValue } }
    }

    /// Every value set, at one moment.
    public var all: [String: String] { storage.withLock { $0 } }

    /// Changes several values in one step: no call sees half of the change.
    ///
    /// - Parameter change: Edits the values in place, under the lock: keep it short, and do not touch these
    ///   values from inside it.
    public func update(_ change: (inout [String: String]) -> Void) {
        storage.withLock { change(&$0) }
    }
}
