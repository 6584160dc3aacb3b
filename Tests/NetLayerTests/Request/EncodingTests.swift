import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

@Suite struct PercentEncodingTests {
    @Test(arguments: [
        ("abc-._~XYZ019", "abc-._~XYZ019"),
        ("a b", "a%20b"),
        ("a+b", "a%2Bb"),
        ("a&b=c", "a%26b%3Dc"),
        ("/?#[]@!$'()*,;:", "%2F%3F%23%5B%5D%40%21%24%27%28%29%2A%2C%3B%3A"),
        ("学生", "%E5%AD%A6%E7%94%9F"),
        ("😀", "%F0%9F%98%80"),
        ("%41", "%2541"),
    ])
    func encodesEverythingButUnreserved(text: String, expected: String) {
        #expect(PercentEncoding.encode(text) == expected)
        #expect(expected.removingPercentEncoding == text)
    }

    @Test func queryRepeatsNamesForArrays() {
        #expect(
            PercentEncoding.query([("tag", "a b"), ("tag", "c+d"), ("名", "值")])
                == "tag=a%20b&tag=c%2Bd&%E5%90%8D=%E5%80%BC")
    }
}

@Suite struct BodyEncoderTests {
    let parameters = [
        Parameter("name", "张 三+&=", in: .body),
        Parameter("age", 12, in: .body),
        Parameter("tags", ["a", "b c"], in: .body),
        Parameter("ok", true, in: .body),
    ]

    @Test func formEncodesLikeAQuery() throws {
        let body = try BodyEncoder.encode(parameters, as: .form, boundary: "B")
        #expect(body.contentType == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: body.data, as: UTF8.self)
                == "name=%E5%BC%A0%20%E4%B8%89%2B%26%3D&age=12&tags=a&tags=b%20c&ok=true")
    }

    @Test func jsonKeepsTypes() throws {
        let body = try BodyEncoder.encode(parameters, as: .json, boundary: "B")
        #expect(body.contentType == "application/json")
        #expect(
            String(decoding: body.data, as: UTF8.self) == #"{"name":"张 三+&=","age":12,"tags":["a","b c"],"ok":true}"#)
    }

    @Test func multipartHasAPartPerValueAndFile() throws {
        let file = FilePart(data: Data([0, 1, 2]), fileName: "a\"b.png", mimeType: "image/png")
        let body = try BodyEncoder.encode(
            [Parameter("stuId", "7", in: .body), Parameter("avatar", .files([file]), in: .body)], as: .multipart,
            boundary: "XYZ")
        #expect(body.contentType == "multipart/form-data; boundary=XYZ")
        let expected =
            Data("--XYZ\r\nContent-Disposition: form-data; name=\"stuId\"\r\n\r\n7\r\n".utf8)
            + Data("--XYZ\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"a%22b.png\"\r\n".utf8)
            + Data("Content-Type: image/png\r\n\r\n".utf8)
            + Data([0, 1, 2]) + Data("\r\n--XYZ--\r\n".utf8)
        #expect(body.data == expected)
    }

    /// A line break in a MIME type would end the part's header early and
    /// make the rest more headers or the file's bytes (found by `Fuzz/FormFuzzer`).
    @Test(arguments: ["image/png\r\n\r\nnot the file", "text/plain\nX-Injected: 1", "a\rb"])
    func aMIMETypeWithALineBreakIsRefused(mimeType: String) {
        let file = FilePart(data: Data([1]), fileName: "f.bin", mimeType: mimeType)
        #expect(throws: NetLayerError.self) {
            try BodyEncoder.encode([Parameter("f", .files([file]), in: .body)], as: .multipart, boundary: "B")
        }
    }

    @Test func filesNeedMultipart() {
        let file = Parameter("f", .files([FilePart(data: Data(), fileName: "x")]), in: .body)
        #expect(throws: NetLayerError.self) { try BodyEncoder.encode([file], as: .json, boundary: "B") }
    }
}
