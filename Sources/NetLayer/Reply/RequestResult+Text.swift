import Foundation

extension RequestResult {
    /// The body as text, in the charset its `Content-Type` names (UTF-8
    /// when it names none): what a `String` reply that is not JSON decodes to.
    ///
    /// - Returns: The decoded text; empty for an empty body.
    /// - Throws: `NetLayerError.decoding`, with the body kept, when the
    ///   charset is one Foundation cannot read or the bytes are not text in it.
    public func text() throws(NetLayerError) -> String {
        let charset = Self.charset(ofContentType: header("Content-Type")) ?? "utf-8"
        guard let encoding = Self.encodings[charset] else {
            throw .decoding(
                DecodingFailure(
                    message: "the reply's charset '\(charset)' is not one NetLayer reads", codingPath: "", body: body))
        }
        guard let text = String(data: body, encoding: encoding) else {
            throw .decoding(DecodingFailure(message: "the reply is not \(charset) text", codingPath: "", body: body))
        }
        return text
    }

    /// The `charset` parameter of a media type, lowercased and unquoted.
    static func charset(ofContentType type: String?) -> String? {
        guard let type else { return nil }
        for parameter in type.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == "charset" {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
            }
        }
        return nil
    }

    /// IANA charset names (and their common aliases) Foundation decodes on every platform.
    static let encodings: [String: String.Encoding] = [
        "utf-8": .utf8, "utf8": .utf8, "us-ascii": .ascii, "ascii": .ascii,
        "iso-8859-1": .isoLatin1, "iso_8859-1": .isoLatin1, "latin1": .isoLatin1,
        "iso-8859-2": .isoLatin2, "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251,
        "windows-1252": .windowsCP1252, "windows-1253": .windowsCP1253, "windows-1254": .windowsCP1254,
        "utf-16": .utf16, "utf-16be": .utf16BigEndian, "utf-16le": .utf16LittleEndian,
        "utf-32": .utf32, "utf-32be": .utf32BigEndian, "utf-32le": .utf32LittleEndian,
        "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC, "iso-2022-jp": .iso2022JP,
    ]
}
