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
        let watch = try WatchedProcess(["generate", "shop.yaml", "--output", "Generated", "--watch"], in: folder.url)
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

/// A `netlayer` process left running, its standard error collected as it comes.
private final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let errors = Pipe()
    private let lock = NSLock()
    private var collected = Data()

    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = try CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.withLock { self.collected.append(data) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }
    var isRunning: Bool { process.isRunning }

    /// Polls `condition` until it gives a value, for at most 20 seconds: a
    /// generous bound, only there so that a broken watch fails instead of
    /// hanging. It sleeps without holding a thread, which the other tests'
    /// loopback servers and clients need.
    @discardableResult
    func waitFor<T>(_ what: String, _ condition: () throws -> T?) async throws -> T {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let value = try condition() { return value }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WatchTimeout(what: what, standardError: standardError)
    }

    /// Sends SIGINT, as Ctrl-C does, and returns the exit status.
    func interrupt() async throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        try await waitFor("the process to end") { process.isRunning ? nil : true }
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
        errors.fileHandleForReading.readabilityHandler = nil
    }
}

private struct WatchTimeout: Error, CustomStringConvertible {
    let what: String
    let standardError: String
    var description: String { "timed out waiting for \(what); standard error:\n\(standardError)" }
}
