import Foundation
import NetLayer

/// Reads a `multipart/form-data` body (RFC 7578): its parts' names, file
/// names and bytes, which is all a mock checks. Package access for the fuzz
/// targets (`Fuzz/FormFuzzer`).
package enum MultipartFormParser {
    package struct Part: Sendable {
        package var name: String
        /// Set for a file part.
        package var fileName: String?
        package var data: Data
    }

    /// The `boundary` parameter of a Content-Type such as `multipart/form-data; boundary="abc"`.
    package static func boundary(inContentType contentType: String) -> String? {
        for parameter in HeaderParameters.split(contentType).dropFirst() {
            if let value = HeaderParameters.value(of: "boundary", in: parameter) { return value }
        }
        return nil
    }

    /// The parts between `--boundary` lines; a part without a name is left out.
    package static func parts(of body: Data, boundary: String) -> [Part] {
        let bytes = [UInt8](body)
        let delimiter = [UInt8](("--" + boundary).utf8)
        let starts = occurrences(of: delimiter, in: bytes)
        var parts: [Part] = []
        for (start, next) in zip(starts, starts.dropFirst()) {
            var from = start + delimiter.count
            // The closing delimiter `--boundary--` ends the body.
            if bytes[from...].starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) { break }
            from = skippingLineBreak(in: bytes, at: from)
            var to = next
            // The line break before a delimiter belongs to the delimiter.
            if to >= from + 2, bytes[to - 2] == UInt8(ascii: "\r"), bytes[to - 1] == UInt8(ascii: "\n") {
                to -= 2
            } else if to > from, bytes[to - 1] == UInt8(ascii: "\n") {
                to -= 1
            }
            if let part = part(from: bytes[from..<max(from, to)]) { parts.append(part) }
        }
        return parts
    }

    private static func part(from bytes: ArraySlice<UInt8>) -> Part? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        let headEnd = occurrences(of: separator, in: Array(bytes)).first.map { bytes.startIndex + $0 }
        let head = headEnd.map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? ""
        let data = headEnd.map { Data(bytes[($0 + separator.count)...]) } ?? Data()
        // Scalars, not characters, as in `HeaderParameters`. A header line ends at
        // CR LF (or a bare CR or LF); any other Unicode line break, such as
        // U+2028, is part of a name, as the encoder sends it.
        for line in head.unicodeScalars.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) {
            guard let colon = line.firstIndex(of: ":"),
                String(line[..<colon]).trimmingCharacters(in: .whitespaces)
                    .caseInsensitiveCompare("Content-Disposition") == .orderedSame
            else { continue }
            let parameters = HeaderParameters.split(String(line[line.index(after: colon)...]))
            guard let name = parameters.lazy.compactMap({ HeaderParameters.value(of: "name", in: $0) }).first else {
                return nil
            }
            let fileName = parameters.lazy.compactMap { HeaderParameters.value(of: "filename", in: $0) }.first
            return Part(name: unescaped(name), fileName: fileName.map(unescaped), data: data)
        }
        return nil
    }

    /// Browsers, and NetLayer's clients, send a quote or line break in a name as `%22`, `%0D`, `%0A`.
    /// Read byte by byte: a combining mark after `%22` joins the `2` into a character that is no `2`.
    private static func unescaped(_ text: String) -> String {
        let escapes: [(text: [UInt8], byte: UInt8)] = [
            (Array("%22".utf8), UInt8(ascii: "\"")), (Array("%0D".utf8), 0x0D), (Array("%0A".utf8), 0x0A),
        ]
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let escape = escapes.first(where: { bytes[index...].starts(with: $0.text) }) {
                output.append(escape.byte)
                index += escape.text.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func skippingLineBreak(in bytes: [UInt8], at index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        return index
    }

    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                found.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}
