/// Specs that between them write every key export carries, each with a value other than its default where it
/// has one, for the round trip to compare (`RoundTripTests`). `SpecKeyHomesTests` fails when a key the table
/// says export carries is written in none of them, so a new key is round-tripped the day it is carried.
enum EveryKeySpecs {
    static let all = [main, queryToken, keysOnly]

    /// Everything but what one spec cannot hold twice.
    static let main = """
        netlayer: 1
        name: Keys
        version: v2
        timeout: 20
        environments:
          production: { url: https://api.keys.example, production: true }
          staging: https://staging.keys.example
        url: "{base}/{prefix}/{version}/{path}"
        headers: { X-Client: ios, X-Agent: $userAgent }
        parameters: { platform: ios }
        auth:
          token:
            header: Authorization
            scheme: Bearer
            from: body data.token
            persist: true
            expired: [401, 4001]
            expiry: body data.expiresIn
          keys:
            apiKey: { header: X-API-Key, persist: true }
            session: { cookie: sid }
            basic: { header: Authorization, scheme: Basic }
            queryKey: { query: api_key }
            custom: { header: X-Auth, scheme: Token }
          default: { anyOf: [token, apiKey] }
        envelope: { code: h.code, message: h.msg, time: h.time, data: data, total: h.total, success: [200] }
        retry: { times: 2, on: [502, 503, connectionLost], backoff: exponential, delay: 0.5, maxDelay: 4, jitter: true }
        lenient: [stringsFromNumbers]
        cache: http
        checkConstraints: true
        modules:
          items:
            summary: Items.
            prefix: { production: shop, staging: app/shop }
            version: v3
            timeout: 15
            retry: none
            lenient: false
            cache: { offline: 3600 }
            interfaces:
              list:
                method: GET
                path: list
                summary: "Lists items,\n  newest first.\n\nA second paragraph.\n"
                params:
                  page: { type: Int, default: 1, summary: The page., constraints: { minimum: 1, maximum: 100 } }
                  since: { type: Int64?, name: since_id, constraints: { exclusiveMinimum: 0 } }
                  until: { type: Int64?, name: max_id, constraints: { exclusiveMaximum: 1000, multipleOf: 2 } }
                  tags:
                    type: "[String]?"
                    constraints:
                      minItems: 1
                      maxItems: 5
                      uniqueItems: true
                      items: { minLength: 1, maxLength: 8, pattern: "^[a-z]+$" }
                  traceId: { type: String?, in: header, name: X-Trace-Id, secret: true }
                response: { type: "[Item]", at: items }
                paging: { newer: since, older: until }
                cancel: previous
                timeout: 5
                retry: 3
                lenient: true
                cache: "off"
                checkConstraints: false
                examples:
                  one: [{ id: 7, name: Ada, kind: small, created_at: null }]
                  none: []
                errors:
                  notFound: { code: 4004, message: Nothing here. }
                  gone: { code: 4010, message: Gone., status: 410 }
              detail:
                method: GET
                path: "items/{id}"
                params: { id: Int64 }
                response: Item
                auth: [apiKey, session]
                deprecated: true
                example: { id: 7, name: Ada, kind: small, size: 1, shape: { kind: round, radius: 1.5 }, created_at: 1 }
              create:
                method: POST
                path: items
                body: json
                idempotent: true
                auth: none
                envelope: { code: status, success: [0] }
                params:
                  name: { type: String, constraints: { minLength: 1 } }
                  kind: { type: Kind, default: large }
                  source: { type: String, value: app }
                response: Item
              upload:
                method: PUT
                path: "items/{id}/photo"
                body: multipart
                auth: { anyOf: [token, basic, none] }
                params: { photo: File, id: Int64 }
          files:
            base: { production: https://files.keys.example }
            url: "{base}/{version}/{prefix}/{path}"
            envelope: none
            interfaces:
              report:
                method: GET
                path: report
                accepts: text/csv
                response: String
              events:
                method: GET
                path: events
                stream: { format: events, of: Chunk, end: "[DONE]", reconnect: 2, firstByte: 10, idle: 30 }
                example: [{ delta: Hel }, { delta: lo }]
              complete:
                method: POST
                path: complete
                body: json
                params: { prompt: String, stream: { type: Bool, value: false } }
                response: Chunk
              completeStream:
                method: POST
                path: complete
                summary: The same, as it is written.
                body: json
                timeout: 60
                params: { prompt: String, stream: { type: Bool, value: true } }
                stream: { format: events, of: Chunk }
              fetch:
                method: GET
                path: "files/{name}"
                params: { name: String }
                download: { maxBytes: 1048576 }
        models:
          Item:
            summary: An item.
            lenient: [nullAsEmpty]
            example: { id: 1, name: Box, kind: large, created_at: null }
            fields:
              id: Int64
              name: { type: String, summary: The name., constraints: { minLength: 1 } }
              kind: { type: Kind, summary: Kind }
              size: Size?
              shape: Shape?
              value: Value?
              createdAt: { type: Date?, key: created_at, format: seconds, required: true, example: 1700000000 }
          Kind: { enum: String, cases: [small, large], frozen: true, summary: How big. }
          Size:
            enum: Int
            summary: A size.
            cases:
              small: { value: 1, summary: The small one. }
              large: 2
          Shape:
            oneOf:
              circle: { type: Circle, tag: round }
              square: Square
            discriminator: kind
            frozen: true
            summary: A shape.
            example: { kind: round, radius: 2 }
          Circle: { kind: String, radius: Double }
          Square: { kind: String, side: Double }
          Value:
            anyOf: { number: Double, text: String }
            summary: A number or a text.
          Chunk: { delta: String }
        """

    /// A token in a query item, which `main`'s token, in a header, cannot be too.
    static let queryToken = """
        netlayer: 1
        name: Query
        environments: { production: https://query.example }
        auth:
          token: { query: access_token, expiry: 3600 }
        modules:
          things:
            interfaces:
              list: { method: GET, path: things }
        """

    /// Keys and no token: none of them is taken for the token.
    static let keysOnly = """
        netlayer: 1
        name: Keyed
        environments: { production: https://keyed.example }
        auth:
          keys:
            bearer: { header: Authorization, scheme: Bearer }
            apiKey: { header: X-API-Key }
          default: apiKey
        modules:
          things:
            interfaces:
              list: { method: GET, path: things }
              mine: { method: GET, path: mine, auth: bearer }
        """
}
