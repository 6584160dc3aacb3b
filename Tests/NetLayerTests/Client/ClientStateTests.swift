import Foundation
import TestTraits
import Testing

@testable import NetLayer

/// The client's state changes in single steps, whatever runs beside it.
@Suite(.highPriority) struct ClientStateTests {
    private let client = NetLayerClient(
        configuration: ClientConfiguration(),
        environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://school.example/api")!),
        transport: StubTransport { _, _ in .json("{}") })

    @Test func concurrentWritersOfDistinctValuesLoseNone() async {
        let values = client.values
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { values["key\(index)"] = "value\(index)" }
            }
        }
        let all = client.values.all
        #expect(all.count == 100)
        #expect((0..<100).allSatisfy { all["key\($0)"] == "value\($0)" })
    }

    @Test func anUpdateIsSeenWholeOrNotAtAll() async {
        let values = client.values
        let torn = await withTaskGroup(of: Bool.self) { group in
            for round in 0..<200 {
                group.addTask {
                    values.update {
                        $0["a"] = "\(round)"; $0["b"] = "\(round)"
                    }
                    return false
                }
                group.addTask {
                    let all = values.all
                    return all["a"] != all["b"]
                }
            }
            return await group.contains(true)
        }
        #expect(!torn)
    }

    @Test func aValueSetAndRemovedIsSentAndThenLeftOut() {
        client.values["userAgent"] = "MyApp/1.0"
        #expect(client.values["userAgent"] == "MyApp/1.0")
        client.values["userAgent"] = nil
        #expect(client.values.all.isEmpty)
    }
}
