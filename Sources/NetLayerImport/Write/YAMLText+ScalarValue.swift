import Foundation
import NetLayerSpec

extension YAMLText {
    /// A scalar of an imported document as YAML text.
    static func value(_ value: ScalarValue, flow: Bool = false) -> String {
        switch value {
        case .string(let text): return string(text, flow: flow)
        case .int(let number): return String(number)
        case .double(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(format: "%.1f", number) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "~"
        }
    }
}
