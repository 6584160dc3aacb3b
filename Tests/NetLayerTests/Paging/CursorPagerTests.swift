import Testing

@testable import NetLayer

/// A feed of ids 1...100 shown newest first, whose `max_id` is inclusive.
private actor Feed {
    var ids = Array((1...100).reversed())
    private(set) var requests: [(newer: Int?, older: Int?)] = []

    func page(newer: Int?, older: Int?, size: Int = 10) -> [Int] {
        requests.append((newer, older))
        var page = ids
        if let newer { page = page.filter { $0 > newer } }
        if let older { page = page.filter { $0 <= older } }
        return Array(page.prefix(size))
    }

    func publish(_ newIDs: [Int]) {
        ids.insert(contentsOf: newIDs.sorted(by: >), at: 0)
    }
}

@Suite struct CursorPagerTests {
    @Test func pullUpNeverRepeatsTheBoundaryItem() async throws {
        let feed = Feed()
        let pager = CursorPager<Int, Int>(id: { $0 }) { newer, older in await feed.page(newer: newer, older: older) }
        try await pager.refresh()
        #expect(await pager.items == Array((91...100).reversed()))
        let older = try await pager.loadOlder()
        #expect(older == Array((82...90).reversed()), "the inclusive max_id sent 91 again; it is dropped")
        #expect(await feed.requests.last?.older == 91)
        let items = await pager.items
        #expect(Set(items).count == items.count)
    }

    @Test func pullDownPutsNewerItemsInFront() async throws {
        let feed = Feed()
        let pager = CursorPager<Int, Int>(id: { $0 }) { newer, older in await feed.page(newer: newer, older: older) }
        try await pager.refresh()
        await feed.publish([101, 102, 103])
        let newer = try await pager.loadNewer()
        #expect(newer == [103, 102, 101])
        #expect(await feed.requests.last?.newer == 100)
        #expect(await pager.items.prefix(4) == [103, 102, 101, 100])
    }

    @Test func stopsAfterEmptyPages() async throws {
        let feed = Feed()
        let pager = CursorPager<Int, Int>(id: { $0 }, maxEmptyPages: 2) { newer, older in
            await feed.page(newer: newer, older: older, size: 40)
        }
        try await pager.refresh()
        for _ in 0..<3 { try await pager.loadOlder() }
        #expect(await pager.items.count == 100)
        #expect(await pager.hasOlder, "one empty page is not the end yet")
        try await pager.loadOlder()
        #expect(await pager.hasOlder == false)
        let requests = await feed.requests.count
        #expect(try await pager.loadOlder() == [])
        #expect(await feed.requests.count == requests, "no request once the end is known")
    }

    @Test func errorsReachTheCaller() async {
        let pager = CursorPager<Int, Int>(id: { $0 }) { _, _ throws(NetLayerError) in throw .timedOut }
        await #expect(throws: NetLayerError.self) { try await pager.refresh() }
    }
}
