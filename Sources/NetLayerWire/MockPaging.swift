/// The wire names of a paged interface's cursor parameters.
///
/// A request whose `older` cursor is set (present, neither empty nor `0`)
/// asks past the examples' one page: it is answered with an empty list, so a
/// pager stops as it would against a real server.
public struct MockPaging: Sendable, Hashable {
    /// The cursor that asks for items newer than the first one shown (pull-down).
    public var newer: String
    /// The cursor that asks for items older than the last one shown (pull-up).
    public var older: String

    /// Cursors sent as `newer` and `older`.
    ///
    /// - Parameters:
    ///   - newer: The wire name of the cursor that asks for newer items.
    ///   - older: The wire name of the cursor that asks for older items.
    public init(newer: String, older: String) {
        self.newer = newer
        self.older = older
    }
}
