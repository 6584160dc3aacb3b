import Foundation
import FuzzSupport
import NetLayer
import NetLayerMock

/// A body the runtime's encoder writes from random parameters reads back,
/// in the mock backend, as the same parts: multipart names, file names and
/// bytes; form names and values.
enum FormRoundTrip {
    /// As `RequestBuilder`'s: long and random, so no value holds it (RFC 2046 §5.1.1).
    static let boundary = "netlayer-7C1B2E3A-5D4F-4B6A-8E9C-0F1A2B3C4D5E"

    static func check(_ bytes: UnsafeRawBufferPointer) {
        var reader = FuzzReader(bytes)
        var parameters: [Parameter] = []
        while !reader.isAtEnd && parameters.count < 16 {
            parameters.append(parameter(from: &reader))
        }
        checkMultipart(parameters)
        checkForm(parameters)
    }

    private static func parameter(from reader: inout FuzzReader) -> Parameter {
        let kind = reader.byte() % 5
        let name = reader.text()
        switch kind {
        case 0: return Parameter(name, .value(.string(reader.text())), in: .body)
        case 1:
            let count = Int(reader.byte() % 4)
            let texts = (0..<count).map { _ in JSONValue.string(reader.text()) }
            return Parameter(name, .value(.array(texts)), in: .body)
        case 2: return Parameter(name, .value(reader.byte() % 2 == 0 ? .null : .bool(true)), in: .body)
        default:
            let file = FilePart(data: Data(reader.chunk()), fileName: reader.text(), mimeType: reader.text())
            return Parameter(name, .files([file]), in: .body)
        }
    }

    private static func checkMultipart(_ parameters: [Parameter]) {
        let expected = parameters.flatMap(parts)
        // The encoder's precondition, which a random boundary meets in practice.
        let delimiter = Data(("--" + boundary).utf8)
        guard !expected.contains(where: { $0.data.range(of: delimiter) != nil }) else { return }
        let mimeTypes = parameters.flatMap { parameter -> [String] in
            guard case .files(let files) = parameter.value else { return [] }
            return files.map(\.mimeType)
        }
        let breaksAHeader = mimeTypes.contains { $0.unicodeScalars.contains { $0 == "\r" || $0 == "\n" } }
        guard let body = try? BodyEncoder.encode(parameters, as: .multipart, boundary: boundary) else {
            require(breaksAHeader, "the multipart encoder refused \(parameters)")
            return
        }
        require(!breaksAHeader, "the multipart encoder sent a MIME type with a line break: \(mimeTypes)")
        require(
            MultipartFormParser.boundary(inContentType: body.contentType) == boundary,
            "the boundary of \(body.contentType) reads back as another")
        let parsed = MultipartFormParser.parts(of: body.data, boundary: boundary)
        require(
            parsed.count == expected.count,
            "\(expected.count) parts written, \(parsed.count) read back: \(parsed) from \(describe(body.data))")
        for (read, written) in zip(parsed, expected) {
            require(
                sameName(read.name, written.name) && read.data == written.data
                    && optionalSameName(read.fileName, written.fileName),
                "part \(written) reads back as \(read) from \(describe(body.data))")
        }
    }

    private static func checkForm(_ parameters: [Parameter]) {
        let valued = parameters.filter { if case .value = $0.value { true } else { false } }
        let expected = valued.flatMap { parameter in texts(parameter.value).map { (parameter.name, $0) } }
        guard let body = try? BodyEncoder.encode(valued, as: .form, boundary: boundary) else {
            fatalError("the form encoder refused \(valued)")
        }
        let items = MockRequest.items(ofQuery: String(decoding: body.data, as: UTF8.self))
        require(
            items.map(\.name) == expected.map(\.0) && items.map { $0.value ?? "" } == expected.map(\.1),
            "form items \(expected) read back as \(items) from \(describe(body.data))")
    }

    /// A part as the mock should read it.
    struct Part {
        var name: String
        var fileName: String?
        var data: Data
    }

    /// What the mock should read for one parameter: a part per text, per file.
    private static func parts(_ parameter: Parameter) -> [Part] {
        switch parameter.value {
        case .files(let files):
            return files.map { Part(name: parameter.name, fileName: $0.fileName, data: $0.data ?? Data()) }
        case .value:
            return texts(parameter.value).map { Part(name: parameter.name, fileName: nil, data: Data($0.utf8)) }
        }
    }

    /// The texts the recipe's values send: strings as they are, `true`, none for null.
    private static func texts(_ value: ParameterValue) -> [String] {
        switch value {
        case .value(.string(let text)): return [text]
        case .value(.bool(let flag)): return [flag ? "true" : "false"]
        case .value(.array(let elements)): return elements.compactMap(\.stringValue)
        default: return []
        }
    }

    /// Names and file names go out with `"`, CR and LF as `%22`, `%0D`,
    /// `%0A` and nothing else escaped, as browsers send them (WHATWG HTML,
    /// "multipart/form-data encoding algorithm"): a name that holds one of
    /// those three sequences itself cannot be told from an escaped one.
    private static func sameName(_ read: String, _ written: String) -> Bool {
        read == written || ["%22", "%0D", "%0A"].contains(where: written.contains)
    }

    private static func optionalSameName(_ read: String?, _ written: String?) -> Bool {
        guard let read, let written else { return read == nil && written == nil }
        return sameName(read, written)
    }

    static func describe(_ data: Data) -> String {
        String(decoding: data.prefix(2_000), as: UTF8.self).debugDescription
    }
}
