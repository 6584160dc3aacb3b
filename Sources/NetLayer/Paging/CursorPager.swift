/// Pull-down and pull-up paging over id cursors, for lists shown newest
/// first (`since_id` / `max_id` backends).
///
/// Pull-down asks for items newer than the first one; pull-up for items
/// older than the last one. Many backends treat `max_id` as inclusive and
/// send the boundary item again: items at or above the cursor are dropped,
/// so nothing is shown twice. After `maxEmptyPages` pull-ups in a row bring
/// nothing new, `hasOlder` turns false.
public actor CursorPager<Item: Sendable, ID: Comparable & Sendable> {
    /// Fetches one page: items newer than `newerThan`, or older than (or, on
    /// inclusive backends, at) `olderThan`; both nil for the first page.
    public typealias Fetch = @Sendable (_ newerThan: ID?, _ olderThan: ID?) async throws(NetLayerError) -> [Item]

    /// Every item loaded so far, newest first, without repeats.
    public private(set) var items: [Item] = []
    /// False once pulling up has brought nothing new `maxEmptyPages` times in a row.
    public private(set) var hasOlder = true

    private let id: @Sendable (Item) -> ID
    private let maxEmptyPages: Int
    private let fetch: Fetch
    private var emptyPages = 0

    /// A pager that knows an item's cursor by `id` and loads pages with `fetch`.
    ///
    /// - Parameters:
    ///   - id: An item's cursor, such as its numeric id; larger is newer.
    ///   - maxEmptyPages: Pull-ups in a row that bring nothing new before ``hasOlder`` turns false; 2 by
    ///     default, and at least 1.
    ///   - fetch: Loads one page, given the cursors as ``Fetch`` says; its error ends the load that called it.
    public init(id: @escaping @Sendable (Item) -> ID, maxEmptyPages: Int = 2, fetch: @escaping Fetch) {
        self.id = id
        self.maxEmptyPages = max(1, maxEmptyPages)
        self.fetch = fetch
    }

    /// Loads the first page again, replacing every item.
    ///
    /// - Returns: The first page, now all of ``items``.
    /// - Throws: What `fetch` throws; the items are then left as they were.
    @discardableResult
    public func refresh() async throws(NetLayerError) -> [Item] {
        let page = try await fetch(nil, nil)
        items = page
        hasOlder = true
        emptyPages = 0
        return page
    }

    /// Pull-down: items newer than the first one, put in front.
    ///
    /// - Returns: The new items, newest first; the first page when nothing was loaded yet.
    /// - Throws: What `fetch` throws; the items are then left as they were.
    @discardableResult
    public func loadNewer() async throws(NetLayerError) -> [Item] {
        guard let first = items.first.map(id) else { return try await refresh() }
        let page = try await fetch(first, nil).filter { id($0) > first }
        items.insert(contentsOf: page, at: 0)
        return page
    }

    /// Pull-up: items older than the last one, put at the end.
    ///
    /// - Returns: The older items, newest first; empty when ``hasOlder`` is false.
    /// - Throws: What `fetch` throws; the items are then left as they were.
    @discardableResult
    public func loadOlder() async throws(NetLayerError) -> [Item] {
        guard let last = items.last.map(id) else { return try await refresh() }
        guard hasOlder else { return [] }
        let page = try await fetch(nil, last).filter { id($0) < last }
        if page.isEmpty {
            emptyPages += 1
            if emptyPages >= maxEmptyPages { hasOlder = false }
        } else {
            emptyPages = 0
            items.append(contentsOf: page)
        }
        return page
    }
}
