/// Mustache's escaping of `{{name}}` in a template whose output is HTML: the five characters that could end
/// an element, an attribute or an entity, so a summary holding `<script>` reads as text on the page.
enum HTMLEscaping {
    /// `text` escaped, appended as UTF-8; ``LineBreaking``'s marks are dropped as in Swift output (they are control
    /// characters, which HTML does not allow either).
    static func append(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            case let byte where LineBreaking.Mark.isMark(byte): break
            default: output.append(byte)
            }
        }
    }

    /// `text` escaped.
    static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
