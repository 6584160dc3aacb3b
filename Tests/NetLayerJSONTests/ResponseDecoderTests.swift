import Foundation
import Testing

@testable import NetLayer

/// Runs a decode that must fail and returns its `DecodingError`.
func expectDecodingError<T: Decodable>(
    _ type: T.Type, from json: String, using decoder: ResponseDecoder = ResponseDecoder(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> DecodingError {
    let value = try JSONValue(parsing: json)
    let error = #expect(throws: DecodingError.self, sourceLocation: sourceLocation) {
        try decoder.decode(T.self, from: value)
    }
    return try #require(error, sourceLocation: sourceLocation)
}

extension DecodingError {
    /// The coding path as text, array positions as `Index N`.
    var pathText: String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }

    var context: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context
        @unknown default:
            fatalError("a new DecodingError case")
        }
    }

    var isTypeMismatch: Bool {
        if case .typeMismatch = self { return true }
        return false
    }

    var isValueNotFound: Bool {
        if case .valueNotFound = self { return true }
        return false
    }

    var isDataCorrupted: Bool {
        if case .dataCorrupted = self { return true }
        return false
    }

    var missingKey: String? {
        if case .keyNotFound(let key, _) = self { return key.stringValue }
        return nil
    }
}

@Suite struct ResponseDecoderTests {
    struct Owner: Codable, Equatable {
        var id: Int64
        var displayName: String

        enum CodingKeys: String, CodingKey {
            case id = "owner_id"
            case displayName = "display_name"
        }
    }

    struct Item: Codable, Equatable {
        var id: Int
        var title: String
        var price: Double?
        var tags: [String]
    }

    struct Order: Codable, Equatable {
        var orderID: String
        var owner: Owner
        var items: [Item]
        var notes: [String: String]
        var counts: [String: [Int]]
        var matrix: [[Int]]
        var shipped: Bool
        var coupon: String?

        enum CodingKeys: String, CodingKey {
            case orderID = "order_id"
            case owner, items, notes, counts, matrix, shipped, coupon
        }
    }

    static let orderJSON = #"""
        {
          "order_id": "A-1",
          "owner": {"owner_id": 9007199254740993, "display_name": "Ann"},
          "items": [
            {"id": 1, "title": "pen", "price": 1.5, "tags": ["a"]},
            {"id": 2, "title": "cup", "price": null, "tags": []},
            {"id": 3, "title": "ink", "tags": ["b", "c"]}
          ],
          "notes": {"gift": "yes", "wrap": "no"},
          "counts": {"x": [1, 2], "y": []},
          "matrix": [[1], [2, 3], []],
          "shipped": true
        }
        """#

    @Test func nestedModelsWithWireNames() throws {
        let order = try ResponseDecoder().decode(Order.self, from: Data(Self.orderJSON.utf8))
        #expect(order.orderID == "A-1")
        #expect(order.owner == Owner(id: 9_007_199_254_740_993, displayName: "Ann"))
        #expect(order.items.map(\.id) == [1, 2, 3])
        #expect(order.items.map(\.price) == [1.5, nil, nil])
        #expect(order.items[2].tags == ["b", "c"])
        #expect(order.notes == ["gift": "yes", "wrap": "no"])
        #expect(order.counts == ["x": [1, 2], "y": []])
        #expect(order.matrix == [[1], [2, 3], []])
        #expect(order.shipped)
        #expect(order.coupon == nil)
    }

    @Test func agreesWithFoundation() throws {
        let data = Data(Self.orderJSON.utf8)
        #expect(try ResponseDecoder().decode(Order.self, from: data) == JSONDecoder().decode(Order.self, from: data))
    }

    @Test func missingRequiredKey() throws {
        let error = try expectDecodingError(Owner.self, from: #"{"owner_id": 1}"#)
        #expect(error.missingKey == "display_name")
        #expect(error.pathText == "")
    }

    @Test func errorPathsInsideArrays() throws {
        var json = Self.orderJSON.replacingOccurrences(of: #""id": 3"#, with: #""id": "3""#)
        var error = try expectDecodingError(Order.self, from: json)
        #expect(error.isTypeMismatch)
        #expect(error.context.codingPath.map(\.stringValue) == ["items", "Index 2", "id"])
        #expect(error.context.codingPath.map(\.intValue) == [nil, 2, nil])

        json = Self.orderJSON.replacingOccurrences(of: #""display_name": "Ann""#, with: #""display_name": 5"#)
        error = try expectDecodingError(Order.self, from: json)
        #expect(error.pathText == "owner.display_name")

        json = Self.orderJSON.replacingOccurrences(of: #"[2, 3]"#, with: #"[2, true]"#)
        error = try expectDecodingError(Order.self, from: json)
        #expect(error.pathText == "matrix.Index 1.Index 1")

        json = Self.orderJSON.replacingOccurrences(of: #""wrap": "no""#, with: #""wrap": null"#)
        error = try expectDecodingError(Order.self, from: json)
        #expect(error.isValueNotFound)
        #expect(error.pathText == "notes.wrap")

        json = Self.orderJSON.replacingOccurrences(of: #", "title": "cup""#, with: "")
        error = try expectDecodingError(Order.self, from: json)
        #expect(error.missingKey == "title")
        #expect(error.pathText == "items.Index 1")
    }

    @Test func optionals() throws {
        struct Model: Decodable {
            var a: Int?
            var b: String?
            var c: [Int]?
            var d: Int??
        }
        let model = try ResponseDecoder().decode(
            Model.self, from: JSONValue(parsing: #"{"b": null, "c": [1], "d": null}"#))
        #expect(model.a == nil)
        #expect(model.b == nil)
        #expect(model.c == [1])
        #expect(model.d == nil)
        // A present value of the wrong type is still an error for an optional.
        let error = try expectDecodingError(Model.self, from: #"{"a": "x"}"#)
        #expect(error.isTypeMismatch)
        #expect(error.pathText == "a")
    }

    @Test func arraysOfOptionalsAndTopLevelValues() throws {
        let decoder = ResponseDecoder()
        #expect(try decoder.decode([Int?].self, from: [1, nil, 3]) == [1, nil, 3])
        #expect(try decoder.decode(String.self, from: "x") == "x")
        #expect(try decoder.decode(Int?.self, from: nil) == nil)
        #expect(try decoder.decode([String: Int].self, from: ["a": 1]) == ["a": 1])
        #expect(try decoder.decode([Int: String].self, from: ["1": "a", "20": "b"]) == [1: "a", 20: "b"])
        #expect(try decoder.decode(JSONValue.self, from: ["a": [1]]) == ["a": [1]])
    }

    enum Status: String, Codable {
        case active, closed
    }

    enum Level: Int, Codable {
        case low = 1
        case high = 2
    }

    @Test func rawValueEnums() throws {
        struct Model: Decodable {
            var status: Status
            var level: Level
            var levels: [Level]
        }
        let model = try ResponseDecoder().decode(Model.self, from: ["status": "closed", "level": 2, "levels": [1, 2]])
        #expect(model.status == .closed)
        #expect(model.level == .high)
        #expect(model.levels == [.low, .high])

        let unknown = try expectDecodingError(Model.self, from: #"{"status": "gone", "level": 1, "levels": []}"#)
        #expect(unknown.isDataCorrupted)
        #expect(unknown.pathText == "status")

        let wrongType = try expectDecodingError(
            Model.self, from: #"{"status": "active", "level": 1, "levels": [1, "2"]}"#)
        #expect(wrongType.isTypeMismatch)
        #expect(wrongType.pathText == "levels.Index 1")
    }

    @Test func containerTypeMismatches() throws {
        var error = try expectDecodingError(Item.self, from: "[1]")
        #expect(error.isTypeMismatch)
        error = try expectDecodingError([Int].self, from: #"{"a": 1}"#)
        #expect(error.isTypeMismatch)
        error = try expectDecodingError(Order.self, from: #"{"order_id": "x", "owner": null}"#)
        #expect(error.isValueNotFound)
        #expect(error.pathText == "owner")
    }

    /// A model written by hand against every container operation.
    struct Manual: Decodable {
        var first: Int
        var point: (x: Double, y: Double)
        var rest: [String]
        var innerPath: [String]
        var count: Int?

        enum Keys: String, CodingKey {
            case first, point, list, meta
        }

        enum PointKeys: String, CodingKey {
            case x, y
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            first = try container.decode(Int.self, forKey: .first)
            let point = try container.nestedContainer(keyedBy: PointKeys.self, forKey: .point)
            self.point = (try point.decode(Double.self, forKey: .x), try point.decode(Double.self, forKey: .y))
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            count = list.count
            var rest: [String] = []
            var innerPath: [String] = []
            while !list.isAtEnd {
                if try list.decodeNil() { continue }
                var pair = try list.nestedUnkeyedContainer()
                rest.append(try pair.decode(String.self))
                innerPath = pair.codingPath.map(\.stringValue)
            }
            self.rest = rest
            self.innerPath = innerPath
            let meta = try container.nestedContainer(keyedBy: PointKeys.self, forKey: .meta)
            #expect(meta.codingPath.map(\.stringValue) == ["meta"])
            #expect(meta.allKeys.map(\.stringValue) == ["y", "x"])
            #expect(meta.contains(.x))
        }
    }

    @Test func nestedContainersByHand() throws {
        let json =
            #"{"first": 1, "point": {"x": 1.5, "y": -2}, "list": [["a"], null, ["b", 9]], "#
            + #""meta": {"y": 0, "z": 1, "x": 0}}"#
        let manual = try ResponseDecoder().decode(Manual.self, from: JSONValue(parsing: json))
        #expect(manual.first == 1)
        #expect(manual.point == (1.5, -2))
        #expect(manual.rest == ["a", "b"])
        #expect(manual.count == 3)
        #expect(manual.innerPath == ["list", "Index 2"])
    }

    @Test func unkeyedContainerAtEnd() throws {
        struct Pair: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(Int.self)
                _ = try container.decode(Int.self)
            }
        }
        let error = try expectDecodingError([Pair].self, from: "[[1, 2], [3]]")
        #expect(error.isValueNotFound)
        #expect(error.pathText == "Index 1.Index 1")
    }

    class Animal: Decodable {
        var name: String
        private enum CodingKeys: String, CodingKey { case name }
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        }
    }

    /// Inherits by decoding its superclass from the same decoder.
    final class Dog: Animal {
        var breed: String
        private enum CodingKeys: String, CodingKey { case breed }
        required init(from decoder: any Decoder) throws {
            breed = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .breed)
            try super.init(from: decoder)
        }
    }

    /// Inherits through `superDecoder()`: the superclass's fields sit under `super`.
    final class Cat: Animal {
        var lives: Int
        var parentPath: [String] = []
        private enum CodingKeys: String, CodingKey { case lives, parent }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            lives = try container.decode(Int.self, forKey: .lives)
            let parent = try container.superDecoder(forKey: .parent)
            parentPath = parent.codingPath.map(\.stringValue)
            _ = try Animal(from: parent)
            try super.init(from: container.superDecoder())
        }
    }

    @Test func classInheritance() throws {
        let dog = try ResponseDecoder().decode(Dog.self, from: ["name": "Rex", "breed": "lab"])
        #expect(dog.name == "Rex")
        #expect(dog.breed == "lab")

        let cat = try ResponseDecoder().decode(
            [Cat].self, from: [["lives": 9, "super": ["name": "Tom"], "parent": ["name": "Old"]]])
        #expect(cat[0].name == "Tom")
        #expect(cat[0].lives == 9)
        #expect(cat[0].parentPath == ["Index 0", "parent"])

        let error = try expectDecodingError([Cat].self, from: #"[{"lives": 9, "parent": {"name": "x"}}]"#)
        #expect(error.isValueNotFound)
        #expect(error.pathText == "Index 0.super")
    }

    @Test func unkeyedSuperDecoder() throws {
        struct Wrapper: Decodable {
            var animal: Animal
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                let superDecoder = try container.superDecoder()
                #expect(superDecoder.codingPath.map(\.stringValue) == ["Index 0"])
                animal = try Animal(from: superDecoder)
                #expect(container.currentIndex == 1)
            }
        }
        #expect(try ResponseDecoder().decode(Wrapper.self, from: [["name": "Kit"]]).animal.name == "Kit")
    }

    @Test func codingPathSeenByNestedInitializers() throws {
        struct Probe: Decodable {
            var path: [String]
            init(from decoder: any Decoder) throws {
                path = decoder.codingPath.map(\.stringValue)
                #expect(try decoder.singleValueContainer().codingPath.map(\.stringValue) == path)
            }
        }
        struct Holder: Decodable {
            var probes: [String: [Probe]]
        }
        let holder = try ResponseDecoder().decode(Holder.self, from: ["probes": ["k": [1, 2]]])
        #expect(holder.probes["k"]?.map(\.path) == [["probes", "k", "Index 0"], ["probes", "k", "Index 1"]])
    }

    @Test func userInfoReachesModels() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "tenant"))
        struct Probe: Decodable {
            var tenant: String?
            init(from decoder: any Decoder) throws {
                tenant = decoder.userInfo[CodingUserInfoKey(rawValue: "tenant")!] as? String
            }
        }
        let decoder = ResponseDecoder(userInfo: [key: "acme"])
        #expect(try decoder.decode(Probe.self, from: [:]).tenant == "acme")
    }

    @Test func invalidJSONData() throws {
        let error = #expect(throws: DecodingError.self) {
            try ResponseDecoder().decode(Item.self, from: Data("{\"id\":".utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect((context.underlyingError as? JSONParseError)?.offset == 6)
        #expect(context.codingPath.isEmpty)
    }

    @Test func urlDataAndDecimal() throws {
        struct Model: Decodable {
            var link: URL
            var blob: Data
            var amount: Decimal
            var maybe: URL?
        }
        let model = try ResponseDecoder().decode(
            Model.self,
            from: [
                "link": "https://example.com/a?b=1", "blob": "aGVsbG8=", "amount": .number("12345678901234567890.123"),
            ])
        #expect(model.link.absoluteString == "https://example.com/a?b=1")
        #expect(model.blob == Data("hello".utf8))
        #expect(model.amount == Decimal(string: "12345678901234567890.123"))
        #expect(model.maybe == nil)

        var error = try expectDecodingError(Model.self, from: #"{"link": "", "blob": "", "amount": 1}"#)
        #expect(error.isDataCorrupted)
        #expect(error.pathText == "link")
        error = try expectDecodingError(Model.self, from: #"{"link": "a", "blob": "***", "amount": 1}"#)
        #expect(error.isDataCorrupted)
        #expect(error.pathText == "blob")
        error = try expectDecodingError(Model.self, from: #"{"link": "a", "blob": "", "amount": "1"}"#)
        #expect(error.isTypeMismatch)
        #expect(error.pathText == "amount")
        error = try expectDecodingError(Model.self, from: #"{"link": 1, "blob": "", "amount": 1}"#)
        #expect(error.isTypeMismatch)
    }
}
