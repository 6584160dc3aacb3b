import NetLayerSpec

/// The spec's credentials as security schemes, and an auth requirement as
/// security requirements: the token as `http` bearer (or another HTTP
/// scheme in `Authorization`) or an `apiKey`, every `auth.keys` entry as
/// one more; alternatives as several requirement objects, `none` as `{}`.
enum SecurityPlanner {
    /// The name of the token's scheme: what `AuthRequirement` calls it.
    static let tokenScheme = AuthRequirement.tokenName

    static func schemes(of auth: Auth) -> OrderedJSON {
        var schemes = ObjectBuilder()
        if let token = auth.token {
            var scheme: ObjectBuilder
            switch token.placement {
            case .header(let header):
                scheme = headerScheme(header, scheme: token.scheme)
            case .query(let name):
                scheme = apiKey(in: "query", name: name)
            }
            scheme.set(Extension.token, SettingJSON.token(token))
            schemes.set(tokenScheme, scheme.json)
        }
        for key in auth.keys {
            var scheme: ObjectBuilder
            switch key.placement {
            case .header(let header): scheme = headerScheme(header, scheme: key.scheme)
            case .query(let name): scheme = apiKey(in: "query", name: name)
            case .cookie(let name): scheme = apiKey(in: "cookie", name: name)
            }
            if key.persist { scheme.set(Extension.persist, .bool(true)) }
            schemes.set(key.name, scheme.json)
        }
        return schemes.json
    }

    /// An HTTP scheme (RFC 9110 §11.6.2) when the value goes in `Authorization`
    /// after one, else an API key in the header, its scheme in an extension.
    private static func headerScheme(_ header: String, scheme: String?) -> ObjectBuilder {
        if header.lowercased() == "authorization", let scheme {
            var object = ObjectBuilder()
            object.set("type", "http")
            object.set("scheme", .string(scheme.lowercased()))
            // HTTP schemes are case-insensitive; the spelling is kept when it is not the usual `Bearer`, `Basic`.
            if scheme != scheme.prefix(1).uppercased() + scheme.dropFirst().lowercased() {
                object.set(Extension.scheme, .string(scheme))
            }
            return object
        }
        var object = apiKey(in: "header", name: header)
        object.set(Extension.scheme, scheme.map(OrderedJSON.string))
        return object
    }

    private static func apiKey(in placement: String, name: String) -> ObjectBuilder {
        var object = ObjectBuilder()
        object.set("type", "apiKey")
        object.set("in", .string(placement))
        object.set("name", .string(name))
        return object
    }

    /// `requirement` as the `security` array: one object per alternative, `{}` for one that needs nothing.
    static func requirements(_ requirement: AuthRequirement) -> OrderedJSON {
        .array(
            requirement.alternatives.map { names in
                .object(names.map { .init($0, .array([])) })
            })
    }
}
