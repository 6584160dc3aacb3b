import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// `SpecDiff`, one test per rule (docs/diff.md): two small specs, `old.yaml`
/// and `new.yaml`, and the exact changes with both places.
///
/// `shop(...)` lays a spec out as `specYAML` does, with one module `cart`
/// whose interfaces start on line 9 (column 7) when `top` is empty, and
/// models on the line after the last interface:
///
///     6  modules:
///     7    cart:
///     8      interfaces:
///     9        list:
@Suite struct SpecDiffTests {
    // MARK: Helpers

    /// A spec with the module `cart` holding `interfaces` (written at
    /// column 1, indented here), and `models`.
    static func shop(_ interfaces: String, top: String = "", models: String? = nil) -> String {
        let body = interfaces.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return specYAML(top: top, modules: "cart:\n  interfaces:\n" + body, models: models)
    }

    static let list = """
        list:
          method: GET
          path: list
        """

    /// Each change as `kind old new: message`, `-` for a missing place.
    static func changes(
        _ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [String] {
        try changeList(old, new, sourceLocation: sourceLocation).map { change in
            "\(change.kind) \(change.old?.description ?? "-") \(change.new?.description ?? "-"): \(change.message)"
        }
    }

    /// Expects exactly `expected` (as `changes` writes them) from `old` to `new`.
    static func expect(
        _ old: String, _ new: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let actual = try changes(old, new, sourceLocation: sourceLocation)
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    static func changeList(
        _ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [SpecChange] {
        let before = load(["old.yaml": old], root: "old.yaml")
        let after = load(["new.yaml": new], root: "new.yaml")
        #expect(!before.hasErrors, "\(messages(before))", sourceLocation: sourceLocation)
        #expect(!after.hasErrors, "\(messages(after))", sourceLocation: sourceLocation)
        let oldSpec = try #require(before.spec, sourceLocation: sourceLocation)
        let newSpec = try #require(after.spec, sourceLocation: sourceLocation)
        return SpecDiff.changes(from: oldSpec, to: newSpec)
    }

    // MARK: No change

    @Test func aSpecComparedWithItselfHasNoChanges() throws {
        let text = Self.shop(Self.list)
        try Self.expect(text, text, [])
    }

    @Test func theSchoolSpecComparedWithItselfHasNoChanges() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("specs/school.yaml"), encoding: .utf8)
        try Self.expect(text, text, [])
    }

    @Test func summariesAndExamplesAreNotChanges() throws {
        let old = Self.shop(
            """
            list:
              method: GET
              path: list
              params: { page: Int }
              response: Item
            """, models: "Item: { id: Int }")
        let new = Self.shop(
            """
            list:
              method: GET
              summary: The items.
              path: list
              params: { page: { type: Int, summary: The page. } }
              response: Item
              example: { id: 3 }
            """, models: "Item:\n  summary: An item.\n  fields: { id: { type: Int, summary: Its id. } }")
        try Self.expect(old, new, [])
    }

    // MARK: Interfaces

    @Test func anInterfaceRemovedIsBreakingAndOneAddedCompatible() throws {
        let old = Self.shop(Self.list)
        let new = Self.shop("count: { method: GET, path: count, response: Int }")
        let changes = try Self.changeList(old, new)
        #expect(changes.map(\.subject) == ["interface count", "interface list"])
        try Self.expect(
            old, new,
            [
                "compatible - new.yaml:9:7: interface 'count' added",
                "breaking old.yaml:9:7 -: interface 'list' removed",
            ])
    }

    /// A module that adds an interface of a name another module has makes
    /// both `module.name`: their `RequestInterface` cases change, which
    /// breaks callers' code, so it is a rename.
    @Test func aNameThatComesToRepeatChangesTheInterfacesID() throws {
        let old = Self.shop(Self.list)
        let new = Self.shop(Self.list) + "\n  users:\n    interfaces:\n      list: { method: GET, path: users }"
        try Self.expect(
            old, new,
            [
                "renamed old.yaml:9:7 new.yaml:9:7: interface 'list' → 'cart.list' (GET /list)",
                "compatible - new.yaml:15:7: interface 'users.list' added",
                "compatible - new.yaml:13:3: module 'users' added",
            ])
    }

    @Test func aMethodChangedIsBreaking() throws {
        let old = Self.shop(Self.list)
        let new = Self.shop(Self.list.replacingOccurrences(of: "GET", with: "DELETE"))
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:10:17 new.yaml:10:17: interface 'list' moved from GET list to DELETE list"
            ])
    }

    @Test func aPathChangedIsBreaking() throws {
        let old = Self.shop("detail: { method: GET, path: \"item/{id}\", params: { id: Int } }")
        let new = Self.shop("detail: { method: GET, path: \"items/{id}\", params: { id: Int } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:36 new.yaml:9:36: interface 'detail' moved from GET item/{id} to GET items/{id}"
            ])
    }

    @Test func aPathPlaceholderRenamedWithItsWireNameIsNoChange() throws {
        let old = Self.shop("detail: { method: GET, path: \"item/{id}\", params: { id: Int } }")
        let new = Self.shop(
            "detail: { method: GET, path: \"item/{item_id}\", params: { id: { type: Int, name: item_id } } }")
        try Self.expect(old, new, [])
    }

    @Test func twoPathParametersSwappedIsBreaking() throws {
        let old = Self.shop("detail: { method: GET, path: \"{a}/{b}\", params: { a: Int, b: Int } }")
        let new = Self.shop("detail: { method: GET, path: \"{b}/{a}\", params: { a: Int, b: Int } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:36 new.yaml:9:36: interface 'detail' moved from GET {a}/{b} to GET {b}/{a}"
            ])
    }

    @Test func aModulePrefixChangedInOneEnvironmentIsBreaking() throws {
        let old = specYAML(modules: "cart: { prefix: cart, interfaces: { list: { method: GET, path: list } } }")
        let new = specYAML(
            modules: "cart: { prefix: { production: cart, staging: basket }, "
                + "interfaces: { list: { method: GET, path: list } } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:7:39 new.yaml:7:72: interface 'list' moved in staging "
                    + "from GET {base}/cart/list to GET {base}/basket/list"
            ])
    }

    @Test func aVersionChangedIsBreakingForEveryInterfaceItMoves() throws {
        let old = Self.shop(Self.list + "\ncount: { method: GET, path: count }", top: "version: v1")
        let new = Self.shop(Self.list + "\ncount: { method: GET, path: count }", top: "version: v2")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:13:7 new.yaml:13:7: interface 'count' moved from GET {base}/v1/count "
                    + "to GET {base}/v2/count",
                "breaking old.yaml:10:7 new.yaml:10:7: interface 'list' moved from GET {base}/v1/list "
                    + "to GET {base}/v2/list",
            ])
    }

    @Test func aModuleBaseOrURLLayoutChangedIsBreaking() throws {
        let old = specYAML(modules: "cart: { interfaces: { list: { method: GET, path: list } } }")
        let new = specYAML(
            modules: """
                cart:
                  base: https://cart.example
                  url: "{base}/{path}"
                  interfaces: { list: { method: GET, path: list } }
                """)
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:7:25 new.yaml:10:19: interface 'list' moved "
                    + "from GET {base}/list to GET https://cart.example/list"
            ])
    }

    /// A layout that leaves out an empty prefix sends the URL it sent
    /// before: the runtime drops the empty part with its slash.
    @Test func aLayoutThatSendsTheSameURLIsNoMove() throws {
        let old = specYAML(modules: "cart: { interfaces: { list: { method: GET, path: list } } }")
        let new = specYAML(
            modules: """
                cart:
                  url: "{base}/{path}"
                  interfaces: { list: { method: GET, path: list } }
                """)
        try Self.expect(old, new, [])
    }

    @Test func aBodyEncodingChangedIsBreaking() throws {
        let old = Self.shop("add: { method: POST, path: add, params: { id: Int } }")
        let new = Self.shop("add: { method: POST, path: add, body: json, params: { id: Int } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:7 new.yaml:9:45: the body of interface 'add' changed from form to json"
            ])
    }

    @Test func aResponseTypeChangedIsBreaking() throws {
        let models = "Item: { id: Int }\nThing: { id: Int }"
        let old = Self.shop("get: { method: GET, path: get, response: Item }", models: models)
        let new = Self.shop("get: { method: GET, path: get, response: Thing }", models: models)
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:48 new.yaml:9:48: the response type of interface 'get' changed from Item to Thing"
            ])
    }

    /// Matched where it is used: the same reply of the same interface.
    @Test func aModelRenamedIsARenameNotATypeChange() throws {
        let old = Self.shop("get: { method: GET, path: get, response: Item }", models: "Item: { id: Int }")
        let new = Self.shop("get: { method: GET, path: get, response: Thing }", models: "Thing: { id: Int }")
        try Self.expect(old, new, ["renamed old.yaml:11:3 new.yaml:11:3: model 'Item' → 'Thing'"])
    }

    @Test func aResponseMadeOptionalIsBreakingAndMadeRequiredCompatible() throws {
        let optional = Self.shop("get: { method: GET, path: get, response: Int? }")
        let required = Self.shop("get: { method: GET, path: get, response: Int }")
        try Self.expect(
            required, optional,
            [
                "breaking old.yaml:9:48 new.yaml:9:48: the response of interface 'get' may now be null (Int?); "
                    + "shipped apps decode it as required"
            ])
        try Self.expect(
            optional, required,
            [
                "compatible old.yaml:9:48 new.yaml:9:48: the response of interface 'get' is no longer optional (Int)"
            ])
    }

    @Test func aResponseMovedInsideTheReplyIsBreaking() throws {
        let old = Self.shop("get: { method: GET, path: get, response: Int }")
        let new = Self.shop("get: { method: GET, path: get, response: { type: Int, at: count } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:48 new.yaml:9:56: the response of interface 'get' moved from the data to count"
            ])
    }

    @Test func clientSettingsChangedAreCompatible() throws {
        let old = Self.shop(Self.list)
        let new = Self.shop(
            """
            list:
              method: GET
              path: list
              timeout: 5
              retry: 2
              cancel: previous
              lenient: true
              deprecated: true
            """)
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:9:7 new.yaml:16:9: interface 'list' deprecated",
                "compatible old.yaml:9:7 new.yaml:14:9: the cancel policy of interface 'list' changed "
                    + "from none to previous",
                "compatible old.yaml:9:7 new.yaml:15:9: the leniency of interface 'list' changed "
                    + "from inherited to [nullAsEmpty, numbersFromStrings, stringsFromNumbers]",
                "compatible old.yaml:9:7 new.yaml:13:9: the retry rule of interface 'list' changed "
                    + "from inherited to 2 retries",
                "compatible old.yaml:9:7 new.yaml:12:9: the time-out of interface 'list' changed from inherited to 5 s",
            ])
    }

    @Test func theSpecsTimeOutChangedIsCompatible() throws {
        let old = Self.shop(Self.list, top: "timeout: 30")
        let new = Self.shop(Self.list, top: "timeout: 20")
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:6:1 new.yaml:6:1: the time-out of the spec changed from 30 s to 20 s"
            ])
    }

    // MARK: Parameters

    @Test func aRequiredParameterAddedIsBreakingAndAnOptionalOneCompatible() throws {
        let old = Self.shop("list: { method: GET, path: list }")
        let new = Self.shop(
            "list: { method: GET, path: list, params: { a: Int, b: Int?, c: { type: Int, default: 1 } } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:7 new.yaml:9:50: required parameter 'a' added to interface 'list'; "
                    + "shipped apps do not send it",
                "compatible old.yaml:9:7 new.yaml:9:58: optional parameter 'b' added to interface 'list'",
                "compatible old.yaml:9:7 new.yaml:9:67: optional parameter 'c' added to interface 'list'",
            ])
    }

    @Test func aParameterMadeRequiredIsBreakingAndMadeOptionalCompatible() throws {
        let old = Self.shop(
            "list: { method: GET, path: list, params: { a: Int?, b: { type: Int, default: 1 }, c: Int } }")
        let new = Self.shop("list: { method: GET, path: list, params: { a: Int, b: Int, c: Int? } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:50 new.yaml:9:50: parameter 'a' of interface 'list' is now required; "
                    + "shipped apps may leave it out",
                "breaking old.yaml:9:59 new.yaml:9:58: parameter 'b' of interface 'list' is now required; "
                    + "shipped apps may leave it out",
                "compatible old.yaml:9:89 new.yaml:9:66: parameter 'c' of interface 'list' is now optional",
            ])
    }

    @Test func aParameterDefaultChangedIsCompatible() throws {
        let old = Self.shop("list: { method: GET, path: list, params: { page: { type: Int, default: 1 } } }")
        let new = Self.shop("list: { method: GET, path: list, params: { page: { type: Int, default: 0 } } }")
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:9:78 new.yaml:9:78: the default of parameter 'page' of interface 'list' "
                    + "changed from 1 to 0"
            ])
    }

    @Test func aParameterTypeWireNameOrPlacementChangedIsBreaking() throws {
        let old = Self.shop("list: { method: GET, path: list, params: { a: Int, b: Int, c: Int } }")
        let new = Self.shop(
            "list: { method: GET, path: list, params: { a: String, b: { type: Int, name: bee }, "
                + "c: { type: Int, in: header } } }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:53 new.yaml:9:53: the type of parameter 'a' of interface 'list' "
                    + "changed from Int to String",
                "breaking old.yaml:9:58 new.yaml:9:61: the wire name of parameter 'b' of interface 'list' "
                    + "changed from 'b' to 'bee'",
                "breaking old.yaml:9:66 new.yaml:9:110: parameter 'c' of interface 'list' "
                    + "moved from the query to the header",
            ])
    }

    /// A DELETE given a body moves its parameters there, and a new `accepts`
    /// asks for another reply and reads it another way.
    @Test func aBodyOnDeleteAndAnotherReplyMediaTypeAreBreaking() throws {
        let old = Self.shop("remove: { method: DELETE, path: item, params: { reason: String }, response: String }")
        let new = Self.shop(
            "remove: { method: DELETE, path: item, body: json, params: { reason: String }, "
                + "response: String, accepts: text/plain }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:9:7 new.yaml:9:51: the body of interface 'remove' changed from none to json",
                "breaking old.yaml:9:7 new.yaml:9:112: the reply of interface 'remove' changed from application/json "
                    + "to text/plain; shipped apps read it as JSON",
                "breaking old.yaml:9:55 new.yaml:9:67: parameter 'reason' of interface 'remove' "
                    + "moved from the query to the body",
            ])
    }

    @Test func aParameterRemovedIsCompatibleWithANote() throws {
        let old = Self.shop("list: { method: GET, path: list, params: { a: Int } }")
        let new = Self.shop("list: { method: GET, path: list }")
        let changes = try Self.changeList(old, new)
        #expect(changes.map(\.subject) == ["interface list, parameter a"])
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:9:50 new.yaml:9:7: parameter 'a' of interface 'list' removed; "
                    + "shipped apps still send it, so the server must ignore it"
            ])
    }

    // MARK: Models

    static let reply = "get: { method: GET, path: get, response: Item }"
    static let request = "put: { method: PUT, path: put, body: json, params: { item: Item } }"

    @Test func aReplyFieldRemovedRenamedOrRetypedIsBreaking() throws {
        let old = Self.shop(Self.reply, models: "Item: { a: Int, b: Int, c: Int, d: Int? }")
        let new = Self.shop(Self.reply, models: "Item: { b: { type: Int, key: bee }, c: String, d: Int? }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:11:11 new.yaml:11:3: field 'a' of model 'Item' removed; "
                    + "shipped apps decode it as required",
                "breaking old.yaml:11:19 new.yaml:11:11: the JSON key of field 'b' of model 'Item' "
                    + "changed from 'b' to 'bee'",
                "breaking old.yaml:11:30 new.yaml:11:42: "
                    + "the type of field 'c' of model 'Item' changed from Int to String",
            ])
    }

    @Test func aReplyFieldMadeOptionalIsBreakingAndMadeRequiredCompatible() throws {
        let old = Self.shop(Self.reply, models: "Item: { a: Int, b: Int? }")
        let new = Self.shop(Self.reply, models: "Item: { a: Int?, b: Int }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:11:14 new.yaml:11:14: field 'a' of model 'Item' is now optional (Int?)",
                "compatible old.yaml:11:22 new.yaml:11:23: field 'b' of model 'Item' is now required (Int)",
            ])
    }

    @Test func anOptionalReplyFieldRemovedOrAnyFieldAddedIsCompatible() throws {
        let old = Self.shop(Self.reply, models: "Item: { a: Int, b: Int? }")
        let new = Self.shop(Self.reply, models: "Item: { a: Int, c: Int, d: Int? }")
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:11:19 new.yaml:11:3: field 'b' of model 'Item' removed",
                "compatible old.yaml:11:3 new.yaml:11:19: required field 'c' added to model 'Item'",
                "compatible old.yaml:11:3 new.yaml:11:27: optional field 'd' added to model 'Item'",
            ])
    }

    @Test func requestFieldsAreJudgedTheOtherWay() throws {
        let old = Self.shop(Self.request, models: "Item: { a: Int, b: Int?, c: Int }")
        let new = Self.shop(Self.request, models: "Item: { a: Int?, b: Int, d: Int, e: Int? }")
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:11:14 new.yaml:11:14: field 'a' of model 'Item' is now optional (Int?)",
                "breaking old.yaml:11:22 new.yaml:11:23: field 'b' of model 'Item' is now required (Int)",
                "compatible old.yaml:11:28 new.yaml:11:3: field 'c' of model 'Item' removed",
                "breaking old.yaml:11:3 new.yaml:11:28: required field 'd' added to model 'Item'; "
                    + "shipped apps do not send it",
                "compatible old.yaml:11:3 new.yaml:11:36: optional field 'e' added to model 'Item'",
            ])
    }

    /// `required: true`: shipped apps built without it leave a nil out,
    /// which a server that wants the key refuses; built with it, they fail
    /// on a reply without the key.
    @Test func requiredOnAnOptionalFieldIsBreakingForRequestsAndItsRemovalForReplies() throws {
        let plain = "Item: { a: Int?, b: { type: Int?, required: true } }"
        let flipped = "Item: { a: { type: Int?, required: true }, b: Int? }"
        try Self.expect(
            Self.shop(Self.request, models: plain), Self.shop(Self.request, models: flipped),
            [
                "breaking old.yaml:11:11 new.yaml:11:11: field 'a' of model 'Item' is now required: "
                    + "its key is always present, null when nil",
                "compatible old.yaml:11:20 new.yaml:11:46: field 'b' of model 'Item' is no longer required: "
                    + "its key may be left out",
            ])
        try Self.expect(
            Self.shop(Self.reply, models: plain), Self.shop(Self.reply, models: flipped),
            [
                "compatible old.yaml:11:11 new.yaml:11:11: field 'a' of model 'Item' is now required: "
                    + "its key is always present, null when nil",
                "breaking old.yaml:11:20 new.yaml:11:46: field 'b' of model 'Item' is no longer required: "
                    + "its key may be left out",
            ])
        try Self.expect(
            Self.shop(Self.request, models: "Item: { a: Int? }"),
            Self.shop(Self.request, models: "Item: { a: Int?, b: { type: Int?, required: true } }"),
            [
                "breaking old.yaml:11:3 new.yaml:11:20: required field 'b' added to model 'Item'; "
                    + "shipped apps do not send it"
            ])
    }

    @Test func modelsAreFollowedThroughTheirFields() throws {
        let old = Self.shop(Self.reply, models: "Item: { part: \"[Part]\" }\nPart: { a: Int }")
        let new = Self.shop(Self.reply, models: "Item: { part: \"[Part]\" }\nPart: { a: String }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:12:14 new.yaml:12:14: "
                    + "the type of field 'a' of model 'Part' changed from Int to String"
            ])
    }

    static let color = "Color: { enum: String, cases: [red, green] }"
    static let colors = "Color: { enum: String, cases: [red, blue] }"

    @Test func anEnumValueRemovedIsBreakingInRequestsOnly() throws {
        let request = "put: { method: PUT, path: put, params: { color: Color } }"
        let reply = "get: { method: GET, path: get, response: Color }"
        try Self.expect(
            Self.shop(request, models: Self.color), Self.shop(request, models: Self.colors),
            [
                "compatible old.yaml:11:3 new.yaml:11:39: value 'blue' (case 'blue') added to enum 'Color'",
                "breaking old.yaml:11:39 new.yaml:11:3: value 'green' (case 'green') removed from enum 'Color'; "
                    + "shipped apps may send it",
            ])
        try Self.expect(
            Self.shop(reply, models: Self.color), Self.shop(reply, models: Self.colors),
            [
                "compatible old.yaml:11:3 new.yaml:11:39: value 'blue' (case 'blue') added to enum 'Color'",
                "compatible old.yaml:11:39 new.yaml:11:3: value 'green' (case 'green') removed from enum 'Color'",
            ])
    }

    @Test func anEnumValueAddedIsBreakingInRepliesOfAFrozenEnumOnly() throws {
        let reply = "get: { method: GET, path: get, response: Level }"
        let frozen = "Level: { enum: Int, frozen: true, cases: { low: 1 } }"
        let frozenMore = "Level: { enum: Int, frozen: true, cases: { low: 1, high: 2 } }"
        let open = "Level: { enum: Int, cases: { low: 1 } }"
        let openMore = "Level: { enum: Int, cases: { low: 1, high: 2 } }"
        try Self.expect(
            Self.shop(reply, models: frozen), Self.shop(reply, models: frozenMore),
            [
                "breaking old.yaml:11:3 new.yaml:11:54: value 2 (case 'high') added to frozen enum 'Level'; "
                    + "shipped apps fail to decode it"
            ])
        try Self.expect(
            Self.shop(reply, models: open), Self.shop(reply, models: openMore),
            [
                "compatible old.yaml:11:3 new.yaml:11:40: value 2 (case 'high') added to enum 'Level'"
            ])
    }

    @Test func unionAlternativesAddedAndRemovedAreJudgedByUse() throws {
        let reply = "get: { method: GET, path: get, response: Ref }"
        let request = "put: { method: PUT, path: put, params: { ref: Ref } }"
        let old = "Ref: { oneOf: { id: String, count: Int } }"
        let new = "Ref: { oneOf: { id: String, flag: Bool } }"
        let frozenOld = "Ref: { oneOf: { id: String, count: Int }, frozen: true }"
        let frozenNew = "Ref: { oneOf: { id: String, flag: Bool }, frozen: true }"
        try Self.expect(
            Self.shop(reply, models: old), Self.shop(reply, models: new),
            [
                "compatible old.yaml:11:31 new.yaml:11:3: alternative 'count' removed from union 'Ref'",
                "compatible old.yaml:11:3 new.yaml:11:31: alternative 'flag' added to union 'Ref'",
            ])
        try Self.expect(
            Self.shop(request, models: old), Self.shop(request, models: new),
            [
                "breaking old.yaml:11:31 new.yaml:11:3: alternative 'count' removed from union 'Ref'; "
                    + "shipped apps may send it",
                "compatible old.yaml:11:3 new.yaml:11:31: alternative 'flag' added to union 'Ref'",
            ])
        try Self.expect(
            Self.shop(reply, models: frozenOld), Self.shop(reply, models: frozenNew),
            [
                "compatible old.yaml:11:31 new.yaml:11:3: alternative 'count' removed from union 'Ref'",
                "breaking old.yaml:11:3 new.yaml:11:31: alternative 'flag' added to frozen union 'Ref'; "
                    + "shipped apps fail to decode it",
            ])
    }

    @Test func aUnionsDiscriminatorTagsAndKindAreBreakingWhenUsed() throws {
        let reply = "get: { method: GET, path: get, response: Msg }"
        let old = "Msg: { oneOf: { user: { type: U, tag: user } }, discriminator: role }\nU: { role: String }"
        let new = "Msg: { oneOf: { user: { type: U, tag: human } }, discriminator: kind }\nU: { role: String }"
        let anyOf = "Msg: { anyOf: { user: U } }\nU: { role: String }"
        try Self.expect(
            Self.shop(reply, models: old), Self.shop(reply, models: new),
            [
                "breaking old.yaml:11:66 new.yaml:11:67: the discriminator of union 'Msg' changed "
                    + "from 'role' to 'kind'",
                "breaking old.yaml:11:19 new.yaml:11:19: the tag of alternative 'user' of union 'Msg' changed "
                    + "from 'user' to 'human'",
            ])
        try Self.expect(
            Self.shop(reply, models: old), Self.shop(reply, models: anyOf),
            [
                "breaking old.yaml:11:3 new.yaml:11:3: union 'Msg' changed from oneOf to anyOf"
            ])
    }

    // MARK: Envelope, auth, environments, common values

    static let envelope = """
        envelope:
          code: h.code
          data: b
          success: [200]
        """

    @Test func anEnvelopeChangedIsBreaking() throws {
        let old = Self.shop(Self.list, top: Self.envelope)
        let new = Self.shop(
            Self.list,
            top: Self.envelope.replacingOccurrences(of: "data: b", with: "data: body")
                .replacingOccurrences(of: "[200]", with: "[0]"))
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:7:3 new.yaml:7:3: envelope: data moved from b to body",
                "breaking old.yaml:7:3 new.yaml:7:3: envelope: success codes changed from [200] to [0]",
            ])
    }

    @Test func aModuleLeavingTheEnvelopeIsBreaking() throws {
        let old = specYAML(top: Self.envelope, modules: "cart: { interfaces: {} }")
        let new = specYAML(top: Self.envelope, modules: "cart: { envelope: none, interfaces: {} }")
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:11:3 new.yaml:11:11: envelope of module 'cart' removed; replies are now plain JSON"
            ])
    }

    static let auth = """
        auth:
          token:
            header: X-Token
            from: header X-Token
            expired: [401]
        """

    @Test func authAddedOrRemovedIsBreaking() throws {
        let without = Self.shop(Self.list)
        let with = Self.shop(Self.list, top: Self.auth)
        try Self.expect(
            without, with,
            [
                "breaking - new.yaml:8:5: token authentication added; shipped apps send no token"
            ])
        try Self.expect(
            with, without,
            [
                "breaking old.yaml:8:5 -: token authentication removed; shipped apps still send and expect a token"
            ])
    }

    @Test func theTokensPlacementSchemeSourceOrExpiredCodesChangedIsBreaking() throws {
        let old = Self.shop(Self.list, top: Self.auth)
        let new = Self.shop(
            Self.list,
            top: """
                auth:
                  token:
                    header: Authorization
                    scheme: Bearer
                    from: body b.token
                    expired: [401, 4001]
                """)
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:8:5 new.yaml:8:5: a fresh token now arrives in body b.token "
                    + "instead of in header X-Token",
                "breaking old.yaml:8:5 new.yaml:8:5: the codes that mean the token expired changed "
                    + "from [401] to [401, 4001]",
                "breaking old.yaml:8:5 new.yaml:8:5: the token moved from header X-Token to header Authorization",
                "breaking old.yaml:8:5 new.yaml:8:5: the token's scheme changed from none to Bearer",
            ])
    }

    @Test func anInterfaceChangingBetweenTokenAndNoneIsBreaking() throws {
        let old = Self.shop(Self.list, top: Self.auth)
        let new = Self.shop(Self.list + "\n  auth: none", top: Self.auth)
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:14:7 new.yaml:17:15: interface 'list' is now sent without the token"
            ])
        try Self.expect(
            new, old,
            [
                "breaking old.yaml:17:15 new.yaml:14:7: interface 'list' now needs the token; "
                    + "shipped apps send it without"
            ])
    }

    @Test func anEnvironmentRemovedOrItsBaseURLChangedIsBreaking() throws {
        let old = Self.shop(Self.list)
        let new = specYAML(
            environments: "production: https://shop.example/v2\ntest: https://test.shop.example",
            modules: "cart:\n  interfaces:\n"
                + Self.list.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        try Self.expect(
            old, new,
            [
                "breaking old.yaml:4:3 new.yaml:4:3: the base URL of environment 'production' changed "
                    + "from https://shop.example/api to https://shop.example/v2",
                "breaking old.yaml:5:3 -: environment 'staging' removed",
                "compatible - new.yaml:5:3: environment 'test' added",
            ])
    }

    @Test func aCommonHeaderAddedIsBreakingAndOneRemovedCompatible() throws {
        let old = Self.shop(Self.list, top: "headers: { X-App: shop }")
        let new = Self.shop(Self.list, top: "headers: { X-Client: ios }")
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:6:12 -: common header 'X-App' removed; shipped apps still send it",
                "breaking - new.yaml:6:12: common header 'X-Client' added; shipped apps do not send it",
            ])
    }

    // MARK: The full example

    @Test func theSchoolSpecAgainstAnEditedCopy() throws {
        let old = try String(contentsOf: packageRoot.appendingPathComponent("specs/school.yaml"), encoding: .utf8)
        let new =
            old
            .replacingOccurrences(of: "path: \"student/{stuId}/detail\"", with: "path: \"students/{stuId}\"")
            .replacingOccurrences(of: "    avatar: URL?\n", with: "    avatar: URL?\n    nickname: String?\n")
            .replacingOccurrences(
                of: "cases: [active, suspended, graduated]", with: "cases: [active, graduated, expelled]"
            )
            .replacingOccurrences(of: "        cancel: all ", with: "        cancel: none")
        try Self.expect(
            old, new,
            [
                "compatible old.yaml:101:9 new.yaml:101:9: the cancel policy of interface 'loginByPassword' "
                    + "changed from all to none",
                "breaking old.yaml:52:15 new.yaml:52:15: interface 'studentDetail' moved "
                    + "from GET student/{stuId}/detail to GET students/{stuId}",
                "compatible old.yaml:126:3 new.yaml:130:5: optional field 'nickname' added to model 'Student'",
                "compatible old.yaml:149:3 new.yaml:152:32: value 'expelled' (case 'expelled') "
                    + "added to enum 'StudentStatus'",
                "compatible old.yaml:151:21 new.yaml:150:3: value 'suspended' (case 'suspended') "
                    + "removed from enum 'StudentStatus'",
            ])
    }
}
