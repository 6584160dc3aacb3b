import Foundation
import TestSupport
import Testing

/// `netlayer generate --watch`, run as a separate process: it regenerates on
/// every save of the spec or a file it includes, prints the diagnostics of a
/// bad save and keeps watching, and ends with status 0 on Ctrl-C.
@Suite struct WatchCommandTests {
    private static let spec = specYAML(
        modules: """
            cart:
              interfaces:
                list: { method: GET, path: cart/list, response: "[Item]" }
            """,
        models: "Item: { id: Int }")

    @Test func regeneratesOnEverySaveAndSurvivesABadOne() async throws {
        let folder = try TemporaryFolder()
        let spec = folder.url.appendingPathComponent("shop.yaml")
        let api = folder.url.appendingPathComponent("Generated/ShopAPI+Cart.swift")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let watch = try RunningProcess(["generate", "shop.yaml", "--output", "Generated", "--watch"], in: folder.url)
        defer { watch.stop() }

        try await watch.waitFor("first generation") { try? String(contentsOf: api, encoding: .utf8) }
        #expect(try String(contentsOf: api, encoding: .utf8).contains("func list("))

        // A saved change is generated.
        try Self.spec.replacingOccurrences(
            of: "      list:", with: "      clear: { method: POST, path: cart/clear }\n      list:"
        ).write(to: spec, atomically: true, encoding: .utf8)
        try await watch.waitFor("the new interface") {
            (try? String(contentsOf: api, encoding: .utf8))?.contains("func clear(") == true ? true : nil
        }

        // A bad save prints its diagnostic, writes nothing, and the watch goes on.
        try Self.spec.replacingOccurrences(of: "\"[Item]\"", with: "\"[Itme]\"").write(
            to: spec, atomically: true, encoding: .utf8)
        try await watch.waitFor("the diagnostic") {
            watch.standardError.contains("shop.yaml:9:55: error: unknown type 'Itme'; did you mean 'Item'?")
                ? true : nil
        }
        #expect(watch.isRunning)
        #expect(try String(contentsOf: api, encoding: .utf8).contains("func list("))

        // A fixed save that includes a new file; then an edit of only that file.
        try (Self.spec + "include: [more.yaml]\n").write(to: spec, atomically: true, encoding: .utf8)
        let more = folder.url.appendingPathComponent("more.yaml")
        try "modules:\n  order:\n    interfaces:\n      pay: { method: POST, path: pay }\n".write(
            to: more, atomically: true, encoding: .utf8)
        let order = folder.url.appendingPathComponent("Generated/ShopAPI+Order.swift")
        try await watch.waitFor("the included module") {
            (try? String(contentsOf: order, encoding: .utf8))?.contains("func pay(") == true ? true : nil
        }
        try "modules:\n  order:\n    interfaces:\n      refund: { method: POST, path: refund }\n".write(
            to: more, atomically: true, encoding: .utf8)
        try await watch.waitFor("the edit of the included file") {
            (try? String(contentsOf: order, encoding: .utf8))?.contains("func refund(") == true ? true : nil
        }

        let status = try await watch.interrupt()
        #expect(status == 0)
        #expect(watch.standardError.contains("netlayer: stopped watching"))
    }
}
