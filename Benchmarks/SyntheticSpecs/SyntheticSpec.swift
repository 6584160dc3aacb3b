/// A spec shaped like a large real one: modules of GET, POST and multipart
/// interfaces with short- and long-form params, path placeholders, paging,
/// and a model per interface.
public struct SyntheticSpec: Sendable {
    public var modules: Int
    public var interfacesPerModule: Int

    public init(modules: Int, interfacesPerModule: Int) {
        self.modules = modules
        self.interfacesPerModule = interfacesPerModule
    }

    public var text: String {
        var out = """
            netlayer: 1
            name: Synthetic
            version: v1
            environments:
              production: https://api.synthetic.example
              staging: https://staging.synthetic.example
            headers:
              UA: $userAgent
            auth:
              token: { header: x-auth-token, from: header x-auth-token, persist: true, expired: [401] }
            envelope: { code: h.code, message: h.msg, data: b, total: b.total, success: [200] }
            modules:

            """
        out.reserveCapacity(modules * interfacesPerModule * 450)
        for module in 0..<modules {
            out += """
                  module\(module):
                    prefix: { production: m\(module), staging: s\(module) }
                    interfaces:

                """
            for index in 0..<interfacesPerModule {
                let name = "m\(module)i\(index)"
                switch index % 3 {
                case 0:
                    out += """
                              \(name)List:
                                method: GET
                                path: items/\(index)/{itemId}/list
                                summary: Lists items of kind \(index).
                                params:
                                  itemId: String
                                  page: { type: Int, default: 1 }
                                  sinceId: { type: Int64, default: 0, name: since_id }
                                  maxId: { type: Int64, default: 0, name: max_id }
                                response: "[Item\(module)_\(index)]"
                                paging: { newer: sinceId, older: maxId }
                                cancel: previous

                        """
                case 1:
                    out += """
                              \(name)Update:
                                method: POST
                                path: items/\(index)/update
                                body: json
                                params:
                                  title: String
                                  note: { type: String?, summary: A note. }
                                  tags: "[String]"
                                response: Item\(module)_\(index)

                        """
                default:
                    out += """
                              \(name)Upload:
                                method: POST
                                path: items/\(index)/upload
                                body: multipart
                                params:
                                  file: File
                                  kind: Kind
                                response: Item\(module)_\(index)

                        """
                }
            }
        }
        out += """
            models:
              Kind: { enum: Int, cases: { small: 1, large: 2 } }

            """
        for module in 0..<modules {
            for index in 0..<interfacesPerModule {
                out +=
                    "  Item\(module)_\(index): { id: Int64, title: String, "
                    + "joinedAt: { type: Date, key: joined_at }, link: URL?, kind: Kind }\n"
            }
        }
        return out
    }
}
