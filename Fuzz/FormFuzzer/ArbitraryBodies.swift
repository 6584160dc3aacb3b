import Foundation
import FuzzSupport
import NetLayer
import NetLayerMock

/// Any bytes, as a multipart body, a Content-Type or a form: the mock's
/// parsers never crash, and every part they find lies inside the body.
enum ArbitraryBodies {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        var reader = FuzzReader(bytes)
        let boundary = reader.text()
        let body = Data(reader.rest())
        let parts = MultipartFormParser.parts(of: body, boundary: boundary)
        let delimiters = occurrences(of: Data(("--" + boundary).utf8), in: body)
        require(
            parts.count < max(delimiters, 1),
            "\(parts.count) parts between \(delimiters) delimiters in \(FormRoundTrip.describe(body))")
        for part in parts where !part.data.isEmpty {
            require(
                body.range(of: part.data) != nil,
                "a part's bytes are not in the body: \(part) from \(FormRoundTrip.describe(body))")
        }

        let text = String(decoding: bytes, as: UTF8.self)
        _ = MultipartFormParser.boundary(inContentType: text)
        let items = MockRequest.items(ofQuery: text)
        require(
            items.count <= text.split(separator: "&").count, "\(items.count) form items in \(text.debugDescription)")
    }

    private static func occurrences(of needle: Data, in data: Data) -> Int {
        var count = 0
        var start = data.startIndex
        while let range = data.range(of: needle, in: start..<data.endIndex) {
            count += 1
            start = range.upperBound
        }
        return count
    }
}
