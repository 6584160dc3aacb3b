/// The seed's request-queue control.
public enum CancelPolicy: String, Sendable, Hashable, CaseIterable {
    /// Calls run side by side.
    case none
    /// A new call of the interface cancels its calls still in flight.
    case previous
    /// A call of the interface cancels every call in flight.
    case all
}
