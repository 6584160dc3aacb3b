import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// `SpecDiff` on renames: an element matched by what it is on the wire
/// (`SpecMatch`) under another name is one `renamed` change, compared
/// under its new name, not a removal and an addition (docs/diff.md).
@Suite struct SpecDiffRenameTests {
    typealias Diff = SpecDiffTests

    @Test func anInterfaceRenamedOnTheSameRouteIsARename() throws {
        let old = Diff.shop("list: { method: GET, path: list, params: { page: Int } }")
        let new = Diff.shop("all: { method: GET, path: list, params: { page: Int, size: Int? } }")
        try Diff.expect(
            old, new,
            [
                "renamed old.yaml:9:7 new.yaml:9:7: interface 'cart.list' → 'all' (GET /list)",
                "compatible old.yaml:9:7 new.yaml:9:60: optional parameter 'size' added to interface 'all'",
            ])
        let change = try #require(Diff.changeList(old, new).first)
        #expect(change.kind == .renamed)
        #expect(change.rename?.element == .interface)
        #expect(change.rename?.old == "cart.list" && change.rename?.new == "all")
    }

    @Test func aModelRenamedIsARenameAndNoTypeChange() throws {
        let old = Diff.shop(Diff.reply, models: "Item: { id: Int }")
        let new = Diff.shop(Diff.reply.replacingOccurrences(of: "Item", with: "Thing"), models: "Thing: { id: Int? }")
        try Diff.expect(
            old, new,
            [
                "renamed old.yaml:11:3 new.yaml:11:3: model 'Item' → 'Thing'",
                "breaking old.yaml:11:15 new.yaml:11:16: field 'id' of model 'Thing' is now optional (Int?)",
            ])
    }

    @Test func aFieldRenamedWithItsKeyIsARename() throws {
        let old = Diff.shop(Diff.reply, models: "Item: { kernelId: { type: Int, key: kernel_id } }")
        let new = Diff.shop(Diff.reply, models: "Item: { kernel: { type: Int, key: kernel_id } }")
        try Diff.expect(
            old, new,
            [
                "renamed old.yaml:11:11 new.yaml:11:11: field 'Item.kernelId' → 'kernel' (key 'kernel_id')"
            ])
    }

    @Test func anEnumCaseRenamedWithItsValueIsARename() throws {
        let old = Diff.shop(Diff.reply, models: "Item: { enum: String, cases: [active, sold_out] }")
        let new = Diff.shop(Diff.reply, models: "Item: { enum: String, cases: { active: active, soldOut: sold_out } }")
        try Diff.expect(
            old, new,
            [
                "renamed old.yaml:11:41 new.yaml:11:50: enum case 'Item.sold_out' → 'soldOut' (value 'sold_out')"
            ])
    }

    @Test func aUnionCaseRenamedWithItsTypeIsARename() throws {
        let old = Diff.shop(Diff.reply, models: "Item: { oneOf: { flag: Bool, array: '[Bool]' } }")
        let new = Diff.shop(Diff.reply, models: "Item: { oneOf: { flag: Bool, bools: '[Bool]' } }")
        try Diff.expect(
            old, new,
            [
                "renamed old.yaml:11:32 new.yaml:11:32: union case 'Item.array' → 'bools' ([Bool])"
            ])
    }
}
