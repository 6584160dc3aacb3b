import Foundation
import NetLayer

extension MockStream {
    /// The pieces of the stream of `example`, each written on its own. An event stream resumes after the event
    /// whose id is `lastEventID`, as a server does for a client that reconnects.
    func pieces(of example: JSONValue, lastEventID: String?) -> [Data] {
        let elements: [JSONValue] = if case .array(let items) = example { items } else { [example] }
        switch format {
        case .events:
            let skipped = lastEventID.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
            var pieces = elements.enumerated().dropFirst(max(0, skipped)).map { index, element in
                Self.event(id: String(index + 1), data: Self.text(of: element))
            }
            if let end { pieces.append(Self.event(id: nil, data: end)) }
            return pieces
        case .lines:
            return elements.map { Data((String(decoding: $0.serialized(), as: UTF8.self) + "\n").utf8) }
        case .bytes:
            let text = example.stringValue ?? ""
            let bytes = Data(base64Encoded: text) ?? Data(text.utf8)
            return Self.split(bytes, into: 4)
        }
    }

    /// An event: its id when given, then its data, one `data:` line per line of it.
    private static func event(id: String?, data: String) -> Data {
        var text = id.map { "id: \($0)\n" } ?? ""
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return Data((text + "\n").utf8)
    }

    private static func text(of element: JSONValue) -> String {
        element.stringValue ?? String(decoding: element.serialized(), as: UTF8.self)
    }

    /// `bytes` in up to `count` pieces of about one size, none empty.
    private static func split(_ bytes: Data, into count: Int) -> [Data] {
        guard !bytes.isEmpty else { return [] }
        let size = max(1, (bytes.count + count - 1) / count)
        return stride(from: 0, to: bytes.count, by: size).map { start in
            bytes.subdata(in: bytes.startIndex + start..<bytes.startIndex + min(bytes.count, start + size))
        }
    }
}
