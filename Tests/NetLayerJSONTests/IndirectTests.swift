import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

/// A model that contains itself through an optional, boxed as generated
/// models box such fields.
private struct Post: GeneratedModel {
    var id: Int
    @Indirect var retweeted: Post?

    init(id: Int, retweeted: Post? = nil) {
        self.id = id
        self.retweeted = retweeted
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.id = try container.decode("id")
        self.retweeted = try container.decodeIfPresent("retweeted_status")
    }

    static let fields: ModelFields<Self> = [
        .field("id", \.id),
        .optionalField("retweeted_status", \.retweeted),
    ]
}

@Suite struct IndirectTests {
    @Test func aChainDecodesThroughTheBoxAndEncodesBackTheSame() throws {
        let json = #"{"id":1,"retweeted_status":{"id":2,"retweeted_status":{"id":3}}}"#
        let post = try ResponseDecoder().decode(Post.self, from: Data(json.utf8))
        #expect(post.retweeted?.retweeted?.id == 3)
        #expect(post.retweeted?.retweeted?.retweeted == nil)
        let encoded = try JSONEncoder().encode(post)
        #expect(try ResponseDecoder().decode(Post.self, from: encoded) == post)
    }

    @Test func equalityLooksInsideTheBox() {
        #expect(Post(id: 1, retweeted: Post(id: 2)) == Post(id: 1, retweeted: Post(id: 2)))
        #expect(Post(id: 1, retweeted: Post(id: 2)) != Post(id: 1, retweeted: Post(id: 3)))
        #expect(Post(id: 1) != Post(id: 1, retweeted: Post(id: 1)))
    }

    /// Setting a boxed value replaces the box: a copy made before keeps its own.
    @Test func aCopyKeepsItsValueWhenTheOriginalChanges() {
        var original = Post(id: 1, retweeted: Post(id: 2))
        let copy = original
        original.retweeted = Post(id: 9)
        #expect(copy.retweeted?.id == 2)
        #expect(original.retweeted?.id == 9)
    }

    @Test func aDeepChainDecodes() throws {
        var json = #"{"id":0}"#
        for id in 1...200 { json = #"{"id":\#(id),"retweeted_status":\#(json)}"# }
        var post: Post? = try ResponseDecoder().decode(Post.self, from: Data(json.utf8))
        var depth = 0
        while let current = post {
            depth += 1
            post = current.retweeted
        }
        #expect(depth == 201)
    }
}
