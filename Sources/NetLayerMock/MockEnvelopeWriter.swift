import Foundation
import NetLayer

/// Writes a reply's JSON as an endpoint's envelope says: data with the first
/// success code, or a failure's code and message.
struct MockEnvelopeWriter {
    /// Nil: plain JSON replies.
    let format: EnvelopeFormat?
    let now: Date

    /// The reply of `data`, put at `responsePath` inside the envelope's data. The total is the count of an array,
    /// where it can be set without replacing anything (School's total `b.dataTotal` cannot be set inside an array
    /// at `b`).
    func data(_ data: JSONValue, responsePath: [String]) -> JSONValue {
        let payload = JSONValue.nesting(data, at: responsePath)
        guard let format else { return payload }
        var reply = head(code: format.success.first ?? 200, message: "ok", format: format)
        if let dataPath = format.data {
            reply = reply.setting(payload, at: dataPath) ?? reply
        } else if case .object(let members) = payload {
            // The payload is the whole reply: its members sit beside the code.
            for (key, value) in members where reply[key] == nil {
                reply = reply.setting(value, at: [key]) ?? reply
            }
        }
        if let total = format.total, case .array(let items) = data {
            reply = reply.setting(.number(String(items.count)), at: total, replacing: false) ?? reply
        }
        return reply
    }

    /// A failed reply: `code` and `message` in the envelope, its data null;
    /// without an envelope, `{"code": …, "message": …}` (the code left out when nil).
    func failure(code: ReplyCode?, message: String?) -> JSONValue {
        guard let format else {
            var object = JSONObject()
            if let code { object["code"] = JSONValue(code) }
            if let message { object["message"] = .string(message) }
            return .object(object)
        }
        var reply = head(code: code ?? 500, message: message, format: format)
        if let dataPath = format.data { reply = reply.setting(.null, at: dataPath) ?? reply }
        return reply
    }

    /// A reply of the mock itself (a bad parameter, an injected error): the
    /// envelope with `status` as its code, or `{"message": …}` without one.
    func problem(status: Int, message: String) -> JSONValue {
        failure(code: format == nil ? nil : .int(status), message: message)
    }

    private func head(code: ReplyCode, message: String?, format: EnvelopeFormat) -> JSONValue {
        var reply = JSONValue.object(JSONObject())
        reply = reply.setting(JSONValue(code), at: format.code) ?? reply
        if let path = format.message, let message { reply = reply.setting(.string(message), at: path) ?? reply }
        if let path = format.time {
            reply = reply.setting(.number(String(Int(now.timeIntervalSince1970))), at: path) ?? reply
        }
        return reply
    }
}
