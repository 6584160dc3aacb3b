import Foundation
import NetLayerSpec
import Testing

/// What the export used to drop, in the extensions that now carry it, and back from import: `checkConstraints`,
/// and the order of parameters when one in the body comes before one that is not.
@Suite struct CarriedSettingsTests {
    static let spec = """
        netlayer: 1
        name: Shop
        environments: { production: https://shop.example }
        checkConstraints: true
        modules:
          cart:
            interfaces:
              add:
                method: POST
                path: add
                checkConstraints: false
                params: { item: { type: String, in: content }, dryRun: { type: Bool?, in: query } }
              remove:
                method: POST
                path: remove
                params: { dryRun: { type: Bool?, in: query }, item: String }
        """

    @Test func checkConstraintsIsWrittenWhereTheSpecSaysIt() throws {
        let document = try ExportFixture.document(Self.spec)
        #expect(document[OpenAPIExtension.checkConstraints] == .bool(true))
        #expect(document["paths", "/add", "post", OpenAPIExtension.checkConstraints] == .bool(false))
        // Not written: the interface follows the top level.
        #expect(document["paths", "/remove", "post", OpenAPIExtension.checkConstraints] == nil)
    }

    @Test func checkConstraintsComesBackFromImport() throws {
        let back = try RoundTripTests.roundTrip(try ExportFixture.spec(Self.spec), as: .yaml)
        #expect(back.checkConstraints)
        let interfaces = Dictionary(uniqueKeysWithValues: back.interfaces.map { ($0.name, $0) })
        #expect(interfaces["add"]?.checkConstraints?.value == false)
        #expect(interfaces["remove"]?.checkConstraints == nil)
    }

    @Test func offAtTheTopIsNotWritten() throws {
        let document = try ExportFixture.document(
            Self.spec.replacingOccurrences(of: "checkConstraints: true\n", with: ""))
        #expect(document[OpenAPIExtension.checkConstraints] == nil)
    }

    @Test func theOrderIsWrittenOnlyWhereTheBodyComesFirst() throws {
        let document = try ExportFixture.document(Self.spec)
        #expect(document["paths", "/add", "post", OpenAPIExtension.order] == .array(["item", "dryRun"]))
        // Read back as written: the parameters outside the body first.
        #expect(document["paths", "/remove", "post", OpenAPIExtension.order] == nil)
    }

    @Test func theOrderComesBackFromImport() throws {
        let back = try RoundTripTests.roundTrip(try ExportFixture.spec(Self.spec), as: .yaml)
        let interfaces = Dictionary(uniqueKeysWithValues: back.interfaces.map { ($0.name, $0) })
        #expect(interfaces["add"]?.parameters.map(\.name) == ["item", "dryRun"])
        #expect(interfaces["remove"]?.parameters.map(\.name) == ["dryRun", "item"])
    }
}
